/**
 * NLU benchmark: BANKING77 intents, off-topic refusal, GoEmotions emotions.
 *   npm run bench:nlu            (from the repo root; about a minute on one core)
 * Reads the read-only data sets in ../shared/data (relative to the repo root).
 */
import { loadBanking77, loadGoEmotions } from './nlu-data.ts';
import { OFF_TOPIC } from './nlu-offtopic.ts';
import { markdownTable } from './markdownTable.ts';
import { train, predict, prepare, serializeModel, type AgentTrainingData } from '../packages/nlu/src/index.ts';
import { emotionModel, emotionMacroF1 } from '../packages/nlu/src/emotion.ts';

const quick = process.argv.includes('--quick');
const rows: [string, string, string][] = [];
const row = (metric: string, value: string, goal = '') => {
  rows.push([metric, value, goal]);
};
const pct = (q: number, xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
let peakRss = process.memoryUsage().rss;
const sampleRss = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
const timer = setInterval(sampleRss, 20);

const trainRows = loadBanking77('train');
const testRows = quick ? loadBanking77('test').filter((_, i) => i % 5 === 0) : loadBanking77('test');
const labels = [...new Set(trainRows.map((r) => r.label))].sort();
const data: AgentTrainingData = {
  language: 'en',
  modelType: 'SVM',
  confidenceThreshold: 0.5,
  outOfScopeMessage: 'Sorry, I can only help with banking questions.',
  intents: labels.map((l) => ({ id: l, name: l, response: null, utterances: trainRows.filter((r) => r.label === l).map((r) => ({ utterance: r.text })) })),
};

const t0 = performance.now();
const model = await train(data);
prepare(model);
const trainSecs = (performance.now() - t0) / 1000;
sampleRss();

// Warm-up (JIT, regex compilation) before timing.
for (const r of trainRows.slice(0, 200)) await predict(model, r.text, { emotion: false });
let correct = 0;
let accepted = 0;
let acceptedCorrect = 0;
const lat: number[] = [];
for (const r of testRows) {
  const s = performance.now();
  const p = await predict(model, r.text);
  lat.push(performance.now() - s);
  const best = p.intent?.name ?? p.otherIntents[0]?.intent.name;
  if (best === r.label) correct++;
  if (!p.outOfScope) {
    accepted++;
    if (p.intent?.name === r.label) acceptedCorrect++;
  }
}
let refused = 0;
const oosScores: number[] = [];
for (const t of OFF_TOPIC) {
  const p = await predict(model, t, { emotion: false });
  oosScores.push(p.confidence);
  if (p.outOfScope) refused++;
}
sampleRss();
const size = Buffer.byteLength(serializeModel(model));

row(`BANKING77 accuracy (top-1, ${testRows.length} test${quick ? ', --quick' : ''})`, `${((correct / testRows.length) * 100).toFixed(2)} %`, '≥ 90 % (BERT 93.66 %)');
row('  in-scope at threshold 0.5 (accepted / accepted correct)', `${((accepted / testRows.length) * 100).toFixed(1)} % / ${((acceptedCorrect / Math.max(1, accepted)) * 100).toFixed(2)} %`);
row('BANKING77 training time (10,003 phrases)', `${trainSecs.toFixed(2)} s`, '< 15 s, one core');
row('Predict latency p50 / p95 / p99 (entities + emotion)', `${pct(0.5, lat).toFixed(2)} / ${pct(0.95, lat).toFixed(2)} / ${pct(0.99, lat).toFixed(2)} ms`, 'p99 < 5 ms');
row('Model size (serialised JSON)', `${(size / 1e6).toFixed(2)} MB`);
row(`Off-topic refused at 0.5 (${OFF_TOPIC.length} sentences)`, `${refused}/${OFF_TOPIC.length} = ${((refused / OFF_TOPIC.length) * 100).toFixed(0)} % (max conf ${Math.max(...oosScores).toFixed(2)})`);

const em = emotionModel();
if (em) {
  const test = loadGoEmotions('test');
  const es = performance.now();
  const f1 = emotionMacroF1(em, test).macroF1;
  const per = (performance.now() - es) / test.length;
  row('GoEmotions macro-F1 (test, 5,427)', f1.toFixed(4), '≥ 0.42 (BERT 0.46)');
  row('Emotion predict time (mean)', `${per.toFixed(3)} ms`);
}
sampleRss();
clearInterval(timer);
row('Peak RSS (whole bench process)', `${(peakRss / 1e6).toFixed(0)} MB`);

console.log(markdownTable(['metric', 'value', 'goal'], rows));
if (process.argv.includes('--verbose')) console.log('off-topic confidences', OFF_TOPIC.map((t, i) => `${oosScores[i]!.toFixed(2)} ${t}`).join('\n'));
