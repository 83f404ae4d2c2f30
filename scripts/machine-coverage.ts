/**
 * `npm run machines:coverage` (after `npm test`): per machine in src/, the states and transitions its model
 * tests reached, counted against the machine's own definition. Fails when a machine has no model test,
 * when a model test left a state unreached, or when a machine is made outside a `*.machine.ts` file
 * (where this script would not find it). Transitions are reported, with the ones not taken listed.
 *
 * The machines are found by importing every `src/**\/*.machine.ts` and keeping the exported machines; the
 * reach comes from `coverage/machines/*.json`, written by `describeModel` (test/utils/machine-model.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { isStateMachine, MACHINE_COVERAGE_DIR, machineGraph, type MachineRecord } from '../test/utils/machine-graph';

const root = path.resolve(__dirname, '..');
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function readRecords(): MachineRecord[] {
  if (!existsSync(MACHINE_COVERAGE_DIR)) return [];
  return readdirSync(MACHINE_COVERAGE_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(MACHINE_COVERAGE_DIR, name), 'utf8')) as MachineRecord)
    // A record from a test file since renamed or deleted says nothing about today's tests.
    .filter((record) => existsSync(path.join(root, record.testFile)));
}

const percent = (reached: number, total: number) => (total === 0 ? 100 : Math.floor((reached / total) * 1000) / 10);

async function main(): Promise<number> {
  const problems: string[] = [];
  const files = sourceFiles(path.join(root, 'src'));

  for (const file of files) {
    if (file.endsWith('.machine.ts')) continue;
    if (/\b(createMachine|createFormMachine)\s*[<(]/.test(readFileSync(file, 'utf8'))) {
      problems.push(`${relative(file)} makes a machine: move it to a *.machine.ts file, beside its model test.`);
    }
  }

  const machines = new Map<string, { machine: AnyStateMachine; file: string }>();
  for (const file of files.filter((name) => name.endsWith('.machine.ts'))) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (!isStateMachine(value)) continue;
      const known = machines.get(value.id);
      if (known && known.machine !== value) problems.push(`Two machines have the id "${value.id}" (${known.file}, ${relative(file)}): the coverage could not tell them apart.`);
      else machines.set(value.id, { machine: value, file: relative(file) });
    }
  }

  const records = readRecords();
  const rows: string[][] = [['machine', 'states', 'transitions', 'paths', 'model tests']];
  const missing: string[] = [];
  for (const [id, { machine, file }] of [...machines].sort(([a], [b]) => a.localeCompare(b))) {
    const graph = machineGraph(machine);
    const own = records.filter((record) => record.machine === id);
    if (own.length === 0) {
      rows.push([id, '-', '-', '-', `none (${file})`]);
      problems.push(`${id} (${file}) has no model test: walk it with describeModel (see the README, "Add a model test for a machine").`);
      continue;
    }
    const states = new Set(own.flatMap((record) => record.states));
    const transitions = new Set(own.flatMap((record) => record.transitions));
    const statesReached = graph.states.filter((state) => states.has(state));
    const transitionsReached = graph.transitions.filter((transition) => transitions.has(transition));
    rows.push([
      id,
      `${statesReached.length}/${graph.states.length} (${percent(statesReached.length, graph.states.length)}%)`,
      `${transitionsReached.length}/${graph.transitions.length} (${percent(transitionsReached.length, graph.transitions.length)}%)`,
      String(own.reduce((sum, record) => sum + record.paths, 0)),
      own.map((record) => record.testFile).join(', '),
    ]);
    const unreachedStates = graph.states.filter((state) => !states.has(state));
    if (unreachedStates.length > 0) problems.push(`${id}: its model tests never reach ${unreachedStates.join(', ')}.`);
    for (const transition of graph.transitions.filter((key) => !transitions.has(key))) missing.push(`${id}: ${transition}`);
  }

  const walkedElsewhere = [...new Set(records.map((record) => record.machine))].filter((id) => !machines.has(id));
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
  if (walkedElsewhere.length > 0) console.log(`\nAlso walked (machines made in tests): ${walkedElsewhere.join(', ')}`);
  if (missing.length > 0) console.log(`\nTransitions not taken:\n  ${missing.join('\n  ')}`);
  if (records.length === 0) problems.push(`No model test records in ${relative(MACHINE_COVERAGE_DIR)}: run the tests first (npm test).`);
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`);
    return 1;
  }
  console.log(`\nEvery machine's model tests reach all of its states (${machines.size} machines).`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
