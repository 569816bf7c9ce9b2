import { scenario } from '/work/wt/h26-golive/scripts/bench/golive.ts';
await scenario('PostgreSQL', 'postgres://ilaw:ilaw@127.0.0.1:5432/ilaw_ci');
