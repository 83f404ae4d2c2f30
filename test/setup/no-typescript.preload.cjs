/* eslint-disable @typescript-eslint/no-require-imports */
// Preloaded into `npm start` by scripts/start.test.ts (NODE_OPTIONS=--require …): in every process but the
// build (webpack), loading a TypeScript compiler (tsx, typescript, esbuild, ts-node) throws, and the React,
// React Router and Redux files the process resolves and runs are listed in NO_TYPESCRIPT_REPORT, so the test
// can tell which builds of them run. (Resolved is not run: when an ES module imports React, Node resolves
// both branches of `module.exports = require(…production… or …development…)` to list its exports.)
'use strict';
const { appendFileSync } = require('node:fs');
const Module = require('node:module');
const { isMainThread } = require('node:worker_threads');

const COMPILER = /[\\/]node_modules[\\/](tsx|typescript|esbuild|@esbuild|ts-node|ts-loader)[\\/]/;
const WATCHED = /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|react-redux|redux|@reduxjs[\\/]toolkit)[\\/]/;
const report = process.env.NO_TYPESCRIPT_REPORT || '';
const isBuild = /[\\/]node_modules[\\/](\.bin[\\/])?webpack/.test(process.argv[1] || '');

function note(entry) {
  if (report) appendFileSync(report, `${JSON.stringify({ pid: process.pid, script: process.argv[1], ...entry })}\n`);
}

function refuse(what) {
  note({ compiler: what });
  throw new Error(`A TypeScript compiler was loaded: ${what}`);
}

if (isMainThread && !isBuild) {
  note({ guarded: true, nodeEnv: process.env.NODE_ENV ?? null });
  const loader = process.execArgv.find((arg) => /\btsx\b|ts-node/.test(arg));
  if (loader) refuse(process.execArgv.join(' '));

  // CommonJS: every require resolves through here.
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function resolveChecked(request, ...rest) {
    const filename = resolveFilename.call(this, request, ...rest);
    if (COMPILER.test(filename)) refuse(filename);
    if (WATCHED.test(filename)) note({ resolved: filename });
    return filename;
  };
  const compile = Module.prototype._compile;
  Module.prototype._compile = function compileNoted(content, filename, ...rest) {
    if (WATCHED.test(filename)) note({ ran: filename });
    return compile.call(this, content, filename, ...rest);
  };

  // ES modules (scripts/start.mjs and what it imports) resolve through loader hooks instead.
  const hooks = `
    import { appendFileSync } from 'node:fs';
    let data;
    export function initialize(given) { data = given; }
    export async function resolve(specifier, context, next) {
      const result = await next(specifier, context);
      if (${COMPILER}.test(decodeURIComponent(result.url))) {
        if (data.report) appendFileSync(data.report, JSON.stringify({ pid: data.pid, script: data.script, compiler: result.url }) + '\\n');
        throw new Error('A TypeScript compiler was loaded: ' + result.url);
      }
      return result;
    }`;
  Module.register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { report, pid: process.pid, script: process.argv[1] } });
}
