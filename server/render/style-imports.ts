import Module from 'node:module';

/**
 * The screens import their styles (`import './home.scss'`) for webpack. Rendering them in Node, those
 * imports mean nothing: the built page links the compiled CSS. This makes Node's `require` (which tsx
 * uses for this CommonJS package) treat style and media files as empty modules. Jest does the same with
 * its `moduleNameMapper`.
 */
const extensions = (Module as unknown as { _extensions: Record<string, (module: NodeJS.Module) => void> })._extensions;
for (const extension of ['.css', '.scss', '.svg', '.png', '.jpg', '.jpeg', '.webp', '.woff', '.woff2', '.mp4', '.webm']) {
  extensions[extension] ??= (module) => {
    module.exports = {};
  };
}
