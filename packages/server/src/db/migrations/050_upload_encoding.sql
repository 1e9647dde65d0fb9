-- The text encoding an uploaded customer CSV is read in: UTF-8, or Windows-1252 for a file whose bytes are not
-- UTF-8 (decided while the upload streams in; the import decodes with it and its result says so).
ALTER TABLE cm_uploads ADD COLUMN encoding text NOT NULL DEFAULT 'utf-8' CHECK (encoding IN ('utf-8', 'windows-1252'));
