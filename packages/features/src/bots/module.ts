import { defineFeatureModule } from '../shell/featureModule.ts';
import { AGENTIC_AI } from '../shell/menuDefinition.ts';
import { botsRoutes } from './routes.tsx';

/** The bots area: the agents list and the bot builder, under Agentic AI › Skills. */
export const botsModule = defineFeatureModule({
  id: 'bots',
  routes: botsRoutes,
  menu: [{ id: 'skills', parent: 'agentic-ai', label: 'Skills', href: '/bots', permissions: AGENTIC_AI }],
  permissions: AGENTIC_AI,
});
