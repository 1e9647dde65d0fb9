import { defineFeatureModule } from '../shell/featureModule.ts';
import { AGENTIC_AI, all } from '../shell/menuDefinition.ts';
import { botsRoutes } from './routes.tsx';

/**
 * The bots area: the agents list and the bot builder, under Agentic AI › Skills; and the GenAI integrations they
 * use, on the CONFIGURATION group's Integration page (its entry replaces the platform menu's placeholder).
 */
export const botsModule = defineFeatureModule({
  id: 'bots',
  routes: botsRoutes,
  menu: [
    { id: 'skills', parent: 'agentic-ai', label: 'Skills', href: '/bots', permissions: AGENTIC_AI },
    {
      id: 'integration',
      label: 'Integration',
      icon: 'integration',
      href: '/admin/integration',
      permissions: all('INTEGRATIONS'),
    },
  ],
  permissions: [...AGENTIC_AI, ...all('INTEGRATIONS')],
});
