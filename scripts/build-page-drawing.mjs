// Builds dist/draw/draw-page.js: the app's own code for drawing a signed-in page on the server (decision 32),
// with React's production build and every package inside, so that the server loads one file when first asked.
import { build } from 'vite';

await build({
  logLevel: 'warn',
  ssr: { noExternal: true, target: 'node' },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/app/draw-page.tsx',
    outDir: '../dist/draw',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'draw-page.js' } },
  },
});
