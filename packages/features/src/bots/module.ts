import { defineFeatureModule } from '../shell/featureModule.ts';
import { botsRoutes } from './routes.tsx';

/** Who sees the bot builder: platform-shell §2.4 (Agentic AI). */
const AGENTIC_AI = ['NLP.NLP', 'NLP.VIEW', 'COGNITIVE.VIEW'];

/** The bots area: the agents list and the bot builder, under Agentic AI › Skills. */
export const botsModule = defineFeatureModule({
  id: 'bots',
  routes: botsRoutes,
  menu: [{ id: 'skills', parent: 'agentic-ai', label: 'Skills', href: '/bots', permissions: AGENTIC_AI }],
  permissions: AGENTIC_AI,
});
