// What reference data offers other modules (decision 006): a team (line crew) by id.
export { loadTeam } from './teams/team-queries.ts';
