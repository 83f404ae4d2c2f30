/* eslint-disable @typescript-eslint/no-require-imports */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const zlib = require('node:zlib');

// The same `.env` loading as the server and every command (server/env.ts), before any setting is read.
require('tsx/cjs/api').require('./server/env.ts', __filename).loadEnv();

const API_PORT = Number(process.env.API_PORT || 8081);

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

module.exports = (env = {}, argv = {}) => {
  const production = argv.mode === 'production';
  const mock = Boolean(env.mock);
  const refresh = !production;

  return {
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
        '@': path.resolve(__dirname, 'src'),
        '@content': path.resolve(__dirname, 'content'),
        '@mocks': path.resolve(__dirname, 'mocks'),
        // react-router's package exports name only its development build (with its warnings); the
        // production build sits beside it, and a production bundle takes that one.
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
            { loader: 'css-loader', options: { importLoaders: 1, url: { filter: (url) => !url.startsWith('data:') } } },
            {
              loader: 'sass-loader',
              options: { sassOptions: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } },
            },
          ],
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
