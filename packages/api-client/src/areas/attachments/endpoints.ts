/** Attachments: the library of files, links, locations, canned messages and tags, its buckets, uploads and downloads. Every endpoint of the area (contract/index.ts gathers the areas'). */
export * from './attachments.ts';
