export { AgentStatusMenu } from './AgentStatusMenu.tsx';
export type { AgentStatusMenuProps, AgentStatusOption } from './AgentStatusMenu.tsx';
