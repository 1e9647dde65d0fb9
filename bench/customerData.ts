/**
 * The generated customer file of the customer benchmarks: seven columns (phone, name and five custom fields, city
 * and e-mail searchable), deterministic, about 5 % of rows invalid.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export const CITIES = ['Mumbai', 'Pune', 'Delhi', 'Chennai', 'Kolkata', 'Jaipur', 'Surat', 'Indore'];
export const PLANS = ['Gold', 'Silver', 'Bronze'];
export const FIRST = ['Asha', 'Ravi', 'Meera', 'Kiran', 'Dev', 'Isha', 'Arjun', 'Nina', 'Farid', 'Lata', 'Zoe', 'Omar'];
export const LAST = ['Rao', 'Kumar', 'Iyer', 'Patel', 'Shah', 'Das', 'Nair', 'Khan', 'Sen', 'Bose'];

export const CSV_HEADERS = ['phoneNumber', 'name', 'city', 'age', 'plan', 'email', 'notes'];

/** The five custom fields, as the definitions API saves them (fieldName → the rest). */
export const CUSTOM_FIELDS: Record<string, Record<string, unknown>> = {
  city: { fieldType: 'text', inputType: 'alphabets', search: true, validations: [{ id: 'minValue', value: 2 }, { id: 'maxValue', value: 30 }, { id: 'allowSpecialChars', value: false }] },
  age: { fieldType: 'text', inputType: 'number', mandatory: true, validations: [{ id: 'maxValue', value: 3 }] },
  plan: { fieldType: 'selectbox-singlevalue', defaultValue: 'Gold,Silver,Bronze' },
  email: { fieldType: 'text', inputType: 'alphanumeric', search: true, validations: [{ id: 'allowSpecialChars', value: true }, { id: 'allowedChars', value: ['@', '.', '_', '-'] }] },
  notes: { fieldType: 'textarea', inputType: 'alphanumeric', commaIncluded: true, validations: [{ id: 'maxValue', value: 200 }, { id: 'allowSpecialChars', value: true }] },
};

/** Deterministic rows: every 33rd has a bad phone, every 50th a non-numeric age (about 5 % invalid together). */
export async function writeCsv(path: string, rows: number) {
  const out = createWriteStream(path);
  out.write(`${CSV_HEADERS.join(',')}\n`);
  let buf = '';
  for (let i = 0; i < rows; i += 1) {
    const phone = i % 33 === 7 ? `12${i}` : `9${String(100_000_000 + i).padStart(9, '0')}`;
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
    const age = i % 50 === 11 ? 'abc' : String(18 + (i % 60));
    buf += `${phone},${name},${CITIES[i % CITIES.length]},${age},${PLANS[i % 3]},user${i}@example.com,"Note ${i}, first batch"\n`;
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await once(out, 'drain');
      buf = '';
    }
  }
  out.end(buf);
  await once(out, 'finish');
}
