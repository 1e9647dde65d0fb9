// Worker-thread entry of agent training: the thread starts as plain Node, so it loads TypeScript the way the
// server's entry does.
import '../../../registerTypeScript.mjs';

await import('./agentTrainingThread.ts');
