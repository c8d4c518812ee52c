import { startThrowawayPostgres } from '../server/test/pg-throwaway';
const pg = startThrowawayPostgres(54371)!;
console.log(pg.url);
process.on('SIGTERM', () => { pg.stop(); process.exit(0); });
setInterval(() => {}, 1000);
