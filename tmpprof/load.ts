// Starts the bench's app target with a CPU profile, loads one call, then stops it.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
const url = process.argv[2];
const which = process.argv[3] ?? 'reread';
const child = fork('tmpprof/wrap.ts', ['app', '18501', '18502'], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, DATABASE_URL: url, BENCH_FREE_SPOTS: '4000' },
  stdio: 'inherit',
});
const ready = await new Promise<any>((r) => child.once('message', r));
const token = ready.board.login.token;
const base = 'http://127.0.0.1:18501/api/app';
const first = await (await fetch(`${base}/appoint/queryPointList`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify({ appointDay: ready.board.boardDay }) })).json();
let i = 0;
const spots = ready.spots;
const body = () => which === 'create'
  ? JSON.stringify({ appointDay: spots[i].appointDay, startTime: spots[i].startTime, nonce: crypto.randomUUID(), people: [{ customName: i % 2 ? '' : `C ${i}`, customPhone: i % 2 ? '' : `349 ${String(1000000 + i++).slice(-7)}`, productIds: [spots[i].productId], shopAccountId: spots[i].shopAccountId }] })
  : JSON.stringify({ appointDay: ready.board.boardDay, ifVersion: first.data.boardVersion });
const path = which === 'create' ? 'appoint/create' : which === 'shop' ? 'shop/query' : 'appoint/queryPointList';
const r = await autocannon({ url: `${base}/${path}`, method: 'POST', connections: 10, duration: 6, headers: { 'content-type': 'application/json', token }, requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }] });
console.log(path, 'req/s', r.requests.average, 'p99', r.latency.p99, 'non2xx', r.non2xx);
child.kill('SIGINT');
await new Promise((r) => child.once('exit', r));
