/** Flattens a value into form/query pairs: arrays repeat the key, objects travel as JSON text. */
export function toSearchParams(values: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!values) return params;
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) params.append(key, scalarText(item));
  }
  return params;
}

function scalarText(value: unknown): string {
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Builds multipart form data; File and Blob values are attached as files. */
export function toFormData(values: Record<string, unknown> | undefined): FormData {
  const form = new FormData();
  if (!values) return form;
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item instanceof Blob) form.append(key, item);
      else form.append(key, scalarText(item));
    }
  }
  return form;
}

/** Fills `:name` placeholders of a contract path. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
