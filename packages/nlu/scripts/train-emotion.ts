/**
 * Trains the shipped emotion model from GoEmotions (reproducible: fixed seed, sorted vocabulary).
 *   npm run train-emotion -w @parley/nlu      (reads ../shared/data/goemotions, writes models/emotion.json)
 */
import { writeFileSync, statSync } from 'node:fs';
import { EMOTION_MODEL_PATH, EmotionModel, emotionMacroF1, trainEmotionModel } from '../src/emotion.ts';
import { loadGoEmotions } from '../../../bench/nlu-data.ts';

const opts = JSON.parse(process.argv[2] ?? '{}') as Record<string, unknown>;
const t0 = performance.now();
const train = loadGoEmotions('train');
const dev = loadGoEmotions('dev');
const test = loadGoEmotions('test');
const file = trainEmotionModel(train, dev, {
  vectorizer: { words: true, bigrams: true, chars: null, minDf: 3, stem: true },
  epochs: 8,
  learningRate: 0.5,
  l2: 2e-6,
  seed: 7,
  ...opts,
});
const secs = (performance.now() - t0) / 1000;
const model = new EmotionModel(file);
const devF1 = emotionMacroF1(model, dev).macroF1;
const testF1 = emotionMacroF1(model, test).macroF1;
if (!process.argv.includes('--dry')) writeFileSync(EMOTION_MODEL_PATH, JSON.stringify(file));
console.log(JSON.stringify(opts), `vocab ${file.vectorizer.vocab.length}, trained in ${secs.toFixed(1)} s, dev macro-F1 ${devF1.toFixed(4)}, test macro-F1 ${testF1.toFixed(4)}`);
if (!process.argv.includes('--dry')) console.log(`wrote ${EMOTION_MODEL_PATH} (${(statSync(EMOTION_MODEL_PATH).size / 1e6).toFixed(2)} MB)`);
