import Module from 'node:module';

/**
 * The screens import their styles (`import './home.scss'`) for webpack. Rendering them in Node, those
 * imports mean nothing: the built page links the compiled CSS. When the server runs from the sources
 * (`npm run dev`, under tsx), this makes Node's `require` (which tsx uses for this CommonJS package) treat
 * style and media files as empty modules. Jest does the same with its `moduleNameMapper`, and the compiled
 * server's build with its externals (webpack.config.js), so in production no such file is ever required.
 */
const extensions = (Module as unknown as { _extensions: Record<string, (module: NodeJS.Module) => void> })._extensions;
for (const extension of ['.css', '.scss', '.svg', '.png', '.jpg', '.jpeg', '.webp', '.woff', '.woff2', '.mp4', '.webm']) {
  extensions[extension] ??= (module) => {
    module.exports = {};
  };
}
