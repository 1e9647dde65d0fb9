// NLP.js ships no TypeScript types; only the pieces this package uses are declared.
declare module '@nlpjs/lang-en-min' {
  export class StemmerEn {
    stem(tokens: string[]): string[];
  }
}
declare module '@nlpjs/lang-hi' {
  export class StemmerHi {
    stem(tokens: string[]): string[];
  }
}
