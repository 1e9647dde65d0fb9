import { CST, Lexer, parse as parseYamlText } from 'yaml';
import { ExchangeFormatError } from './types.ts';
import { limitCrossed, type ImportBudget } from './importBudget.ts';

// Parsing turns every `{}` of JSON or YAML into a heap object of some hundred bytes, so a few MB of text can take
// GBs: both are measured with a scan that allocates nothing, and parsed only when within the limits.

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Objects, arrays and the commas between values, outside strings: an upper bound on the values JSON.parse would
 * create (a scalar costs nothing until it is a member). Stops at the first value or level past the limits.
 */
function assertJsonWithinLimits(text: string, file: string, budget: ImportBudget): void {
  const { limits } = budget;
  let values = 0;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      values++;
      if (++depth > limits.depth) throw limitCrossed('depth', file);
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
    else if (c === COMMA) values++;
    else continue;
    if (values > limits.jsonValuesPerFile) throw limitCrossed('jsonValuesPerFile', file);
  }
  budget.take('jsonValues', values);
}

/** JSON.parse of an archive entry, after its size in values and nesting is known to be within the limits. */
export function parseJsonWithinLimits(text: string, file: string, budget: ImportBudget): unknown {
  assertJsonWithinLimits(text, file, budget);
  try {
    return JSON.parse(text);
  } catch {
    throw new ExchangeFormatError(`${file} is not valid JSON`);
  }
}

/** Tokens that start a YAML node: a scalar, a flow collection, a sequence item or a mapping value. */
const NODE_TOKENS = new Set<string>([CST.SCALAR, '{', '[', '-', ':', '?']);

/**
 * Counts the nodes a YAML text would create with the yaml package's lexer, which reads the text lazily, one token
 * at a time (a block scalar, such as a Rasa `examples: |` list, is one token however many lines it has).
 */
function assertYamlWithinLimits(text: string, budget: ImportBudget): void {
  const { limits } = budget;
  let nodes = 0;
  let flowDepth = 0;
  for (const token of new Lexer().lex(text)) {
    if (NODE_TOKENS.has(token) && ++nodes > limits.yamlNodes) throw limitCrossed('yamlNodes');
    if (token === '{' || token === '[') {
      if (++flowDepth > limits.depth) throw limitCrossed('depth');
    } else if (token === '}' || token === ']') flowDepth--;
  }
}

/** yaml's parse of an uploaded file, after its size in nodes and nesting is known to be within the limits. */
export function parseYamlWithinLimits(text: string, budget: ImportBudget): unknown {
  assertYamlWithinLimits(text, budget);
  // Aliases are bounded as well: at most 100 of them (yaml's guard against exponential expansion).
  return parseYamlText(text, { maxAliasCount: 100 });
}
