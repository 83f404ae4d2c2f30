/* eslint-disable @typescript-eslint/no-require-imports */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const zlib = require('node:zlib');
const { readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');

// The same `.env` loading as the server and every command (server/env.ts), before any setting is read.
require('tsx/cjs/api').require('./server/env.ts', __filename).loadEnv();

const API_PORT = Number(process.env.API_PORT || 8081);

/**
 * The PostCSS plugins for one stylesheet of the production build: for the site's main stylesheet
 * (src/app/styles/index.scss), PurgeCSS drops the Bootstrap rules no class in our code asks for. Every page
 * inlines that stylesheet, so each unused rule is parsed on every first visit (176 KB of CSS before, about
 * 90 KB after; docs/benchmarks.md). The site's own partials sit between `purgecss start/end ignore`
 * comments there and stay whole. Only in production: a dev server would not rebuild the CSS when a
 * component gains a class.
 *
 * A class counts as used when its name appears in our sources (client, server, the page template) or in
 * react-bootstrap's and @restart/ui's own code (`modal-open`, `offcanvas-backdrop`, `show`, …).
 * react-bootstrap also builds classes from props at run time (`variant="outline-secondary"` becomes
 * `btn-outline-secondary`, `size="xl"` `modal-xl`, `centered` `modal-dialog-centered`, `placement="end"`
 * `offcanvas-end`), so every word found also counts under the prefixes of the components we use. States
 * that react-bootstrap's transitions add under another spelling (`showing`, `hiding`, `collapsing`) are
 * kept by name. test/e2e/styles.spec.ts checks the built pages for a class this misses.
 */
function unusedBootstrapRules(file) {
  if (path.resolve(file) !== path.resolve(__dirname, 'src/app/styles/index.scss')) return [];
  const propPrefixes = ['btn', 'alert', 'modal', 'modal-dialog', 'offcanvas', 'spinner-border', 'spinner-grow', 'text-bg', 'bg', 'text'];
  return [
    require('@fullhuman/postcss-purgecss')({
      content: [
        'src/**/*.{ts,tsx,html}',
        'server/**/*.ts',
        'node_modules/react-bootstrap/esm/*.js',
        'node_modules/@restart/ui/esm/*.js',
      ].map((glob) => path.join(__dirname, glob)),
      extractors: [
        {
          extensions: ['ts', 'tsx', 'html', 'js'],
          extractor: (content) => {
            const words = content.match(/[\w-]+/g) ?? [];
            return [...words, ...words.flatMap((word) => propPrefixes.map((prefix) => `${prefix}-${word}`))];
          },
        },
      ],
      safelist: ['showing', 'hiding', 'collapsing'],
      // Custom properties, font faces and keyframes are kept: `var()` and `animation` use them by name.
      variables: false,
      fontFace: false,
      keyframes: false,
    }),
  ];
}

/**
 * Writes `ssr-manifest.json`: every named chunk group (one per lazily loaded slice) with its files, so a
 * page rendered on the server can link its screen's styles and preload its scripts (server/render).
 */
class SsrManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SsrManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SsrManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const manifest = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (group.isInitial()) continue;
          manifest[name] = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((file) => !file.endsWith('.map'));
        }
        compilation.emitAsset('ssr-manifest.json', new webpack.sources.RawSource(JSON.stringify(manifest)));
      });
    });
  }
}

/**
 * Writes `.build-sources.json` beside the build, last: when the build started and every project file it
 * was made from (node_modules aside: a dependency changes with package-lock.json, listed too). `npm start`
 * rebuilds when one of them is newer or gone (scripts/ensure-build.mjs). A dot file: the server never
 * serves it.
 */
class BuildSourcesPlugin {
  apply(compiler) {
    let startedAt = 0;
    compiler.hooks.thisCompilation.tap('BuildSourcesPlugin', () => {
      startedAt = Date.now();
    });
    compiler.hooks.afterEmit.tap('BuildSourcesPlugin', (compilation) => {
      const always = ['webpack.config.js', 'tsconfig.json', 'package.json', 'package-lock.json'];
      const used = [...compilation.fileDependencies]
        .filter((file) => file.startsWith(`${__dirname}${path.sep}`) && !file.includes(`${path.sep}node_modules`) && statSync(file, { throwIfNoEntry: false })?.isFile())
        .map((file) => path.relative(__dirname, file).split(path.sep).join('/'));
      const sources = [...new Set([...always, ...used])].sort();
      writeFileSync(path.join(compilation.outputOptions.path, '.build-sources.json'), `${JSON.stringify({ startedAt, sources }, null, 1)}\n`);
    });
  }
}

const resolveAliases = {
  '@': path.resolve(__dirname, 'src'),
  '@content': path.resolve(__dirname, 'content'),
  '@mocks': path.resolve(__dirname, 'mocks'),
};

// react-router's package exports name only its development build (with its warnings); the production
// build sits beside it, and a production bundle (the client's, the server's) takes that one.
const reactRouterProduction = {
  'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.js'),
  'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.js'),
};

/** A staff command is a file of server/cli/ that runs itself when started; the others are its modules. */
const staffCommands = () =>
  readdirSync(path.join(__dirname, 'server/cli'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => readFileSync(path.join(__dirname, 'server/cli', file), 'utf8').includes('require.main === module'))
    .map((file) => file.replace(/\.ts$/, ''));

/**
 * What the compiled server loads from node_modules at run time instead of bundling: every package but
 * react-router (bundled from its production build, which Node's resolution never picks) and what it
 * imports, React aside (one React per process). Style imports are empty objects: a rendered page links
 * the built CSS (as server/render/style-imports.ts does under tsx).
 */
function serverExternals({ request, context }, callback) {
  if (/\.s?css$/.test(request)) return callback(null, '{}', 'var');
  if (/^[./]/.test(request) || /^@(content|mocks)?\//.test(request) || path.isAbsolute(request)) return callback();
  const inReactRouter = /[\\/]node_modules[\\/]react-router(-dom)?[\\/]/.test(context);
  if (/^react-router(-dom)?(\/|$)/.test(request) || (inReactRouter && !/^react(-dom)?(\/|$)/.test(request))) return callback();
  return callback(null, `commonjs ${request}`);
}

/**
 * The API host compiled for Node: `dist/server/main.js`, the render entry it loads on the first page
 * (a chunk), one file per staff command (`dist/server/cli/export.js` …) and `env.js` for scripts/start.mjs.
 * Production runs these with plain `node`; no TypeScript compiler in the process (docs/decisions.md).
 */
function serverConfig() {
  const commands = staffCommands();
  return {
    name: 'server',
    target: 'node20.19',
    mode: 'production',
    context: __dirname,
    entry: {
      main: './server/main.ts',
      env: { import: './server/env.ts', library: { type: 'commonjs2' } },
      ...Object.fromEntries(commands.map((name) => [`cli/${name}`, `./server/cli/${name}.ts`])),
    },
    output: {
      path: path.resolve(__dirname, 'dist/server'),
      filename: '[name].js',
      chunkFilename: 'chunks/[name].js',
      clean: true,
      // Stack traces (with node --enable-source-maps) name the TypeScript files.
      devtoolModuleFilenameTemplate: (info) => path.relative(path.resolve(__dirname, 'dist/server'), info.absoluteResourcePath),
    },
    devtool: 'source-map',
    externalsPresets: { node: true },
    externals: [serverExternals],
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { ...resolveAliases, ...reactRouterProduction } },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          oneOf: [
            {
              // A command runs itself when it is Node's main module (`if (require.main === module)`). webpack
              // keeps that true for a CommonJS module only (an ES module's `module` is a wrapper), so the
              // commands themselves are compiled to CommonJS; their modules stay ES modules.
              include: commands.map((name) => path.join(__dirname, 'server/cli', `${name}.ts`)),
              use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: true, module: 'commonjs', moduleResolution: 'node10' } } },
            },
            { use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: true } } } },
          ],
        },
      ],
    },
    // `__dirname` stays Node's own (server/lib/project-root.ts walks up from it); `process.env.NODE_ENV`
    // stays the process's, read at run time like every other setting.
    node: { __dirname: false, __filename: false },
    // Readable and named after their files: a stack trace or a look inside dist/server makes sense.
    optimization: { minimize: false, nodeEnv: false, moduleIds: 'named', chunkIds: 'named' },
    plugins: [new BuildSourcesPlugin()],
    // react-router's loader for framework-mode route modules (`require(route.module)`), which this site never uses.
    ignoreWarnings: [{ module: /[\\/]node_modules[\\/]react-router[\\/]/, message: /Critical dependency: the request of a dependency is an expression/ }],
    performance: { hints: false },
  };
}

function clientConfig(env, argv) {
  const production = argv.mode === 'production';
  const mock = Boolean(env.mock);
  const refresh = !production;

  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    entry: { main: './src/app/main.tsx' },
    output: {
      // The folder the server serves (CLIENT_DIR, as server/config.ts reads it), so a custom one is built where it is served.
      path: path.resolve(__dirname, process.env.CLIENT_DIR || 'dist/client'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    // Production maps are written for error reports but not linked from the bundles; the server never serves them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        ...resolveAliases,
        // The production build of react-router (see reactRouterProduction), as an ES module to tree-shake.
        ...(production && { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') }),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              compilerOptions: { noEmit: false, sourceMap: true },
              getCustomTransformers: () => ({
                before: refresh ? [require('react-refresh-typescript')()] : [],
              }),
            },
          },
        },
        {
          test: /\.s?css$/,
          use: [
            production ? MiniCssExtractPlugin.loader : 'style-loader',
            // Bootstrap inlines its icons as data: URIs; they are not files for webpack to resolve.
            { loader: 'css-loader', options: { importLoaders: production ? 2 : 1, url: { filter: (url) => !url.startsWith('data:') } } },
            production && { loader: 'postcss-loader', options: { postcssOptions: (loader) => ({ plugins: unusedBootstrapRules(loader.resourcePath) }) } },
            {
              loader: 'sass-loader',
              // Bootstrap's Sass still uses what Dart Sass deprecates; the same options compile it in test/e2e/styles.spec.ts.
              options: { sassOptions: require('./src/app/styles/sass-options.json') },
            },
          ].filter(Boolean),
        },
        { test: /\.(woff2?|svg|png|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.API_URL': JSON.stringify(process.env.API_URL || '/backend'),
        'process.env.TENDER_API_URL': JSON.stringify(process.env.TENDER_API_URL || ''),
        'process.env.USE_MSW': JSON.stringify(mock ? 'true' : ''),
      }),
      new HtmlWebpackPlugin({
        template: './src/app/index.html',
        favicon: './src/app/favicon.svg',
        scriptLoading: 'defer',
        // The page's title and description come from the company's content, like everything else.
        templateParameters: { company: require('./content/company.json') },
      }),
      new SsrManifestPlugin(),
      production && new BuildSourcesPlugin(),
      new CopyPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true, globOptions: { ignore: mock ? [] : ['**/mockServiceWorker.js'] } }] }),
      production && new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:10].css', chunkFilename: 'assets/[name].[contenthash:10].css' }),
      production && new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|svg|json|txt)$/, threshold: 1024, minRatio: 0.9 }),
      production && new CompressionPlugin({
        filename: '[path][base].br',
        algorithm: 'brotliCompress',
        test: /\.(js|css|html|svg|json|txt)$/,
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        threshold: 1024,
        minRatio: 0.9,
      }),
      refresh && new (require('@pmmmwh/react-refresh-webpack-plugin'))({ overlay: false }),
    ].filter(Boolean),
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // What every page hydrates with, in one file: one request, and brotli finds more to share in one
          // stream than in two (about 1 KB). xstate is not here: no first screen needs it (the menus start
          // on first use, forms and carousels load after the first screen).
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|redux|react-redux|reselect|immer)[\\/]/,
            name: 'framework',
            priority: 20,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 400_000, maxAssetSize: 400_000 },
    devServer: {
      port: Number(process.env.PORT || 8080),
      hot: true,
      historyApiFallback: true,
      client: { overlay: { errors: true, warnings: false } },
      proxy: mock ? [] : [{ context: ['/backend', '/healthz'], target: `http://127.0.0.1:${API_PORT}` }],
      // With no API host behind `dev:mock`, the media files come straight from content/uploads.
      static: mock
        ? [path.resolve(__dirname, 'public'), { directory: path.resolve(__dirname, 'content/uploads'), publicPath: '/backend/uploads' }]
        : [path.resolve(__dirname, 'public')],
      // Nor anything to make photo variants: `dev:mock` answers a variant with its original photo.
      setupMiddlewares: (middlewares, devServer) => {
        if (mock) {
          devServer.app.get(/^\/backend\/variants\/(.+)\.\d+w\.(avif|webp)$/, (request, response) =>
            response.sendFile(path.join(__dirname, 'content/uploads', path.normalize(`/${request.params[0]}`))),
          );
        }
        return middlewares;
      },
    },
  };
};

/**
 * `webpack --mode production` (`npm run build`) builds the client and the server (`--config-name client`
 * or `server` for one); `webpack serve` (`npm run dev`, `dev:mock`) the client alone.
 */
module.exports = (env = {}, argv = {}) => (env.WEBPACK_SERVE || argv.mode !== 'production' ? clientConfig(env, argv) : [clientConfig(env, argv), serverConfig()]);
