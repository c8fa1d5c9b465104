import type { Compilation, Compiler, WebpackPluginInstance } from 'webpack'

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this
 * comment has all its functions compiled while it streams in, on a
 * background thread, instead of each on the main thread the first time it
 * is called. Our chunks' functions are called while the page starts (module
 * factories, the shell's components, React's hydration), so the main thread
 * saves that compile time (decision record 0020). Other engines ignore it.
 */
export const COMPILE_HINT_COMMENT = '//# allFunctionsCalledOnLoad'

/** The browser's chunks (webpack-runtime, framework, app, templates, parts); never a source map. */
const SCRIPT_FILE = /\.js$/

/**
 * Puts the hint on top of every emitted script, after minification (which
 * drops comments) and before the source maps are written (they then count
 * the extra line). Uses the compiler's own webpack (no import of it).
 */
export function compileHintsPlugin(): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      const { Compilation: CompilationClass, sources } = compiler.webpack
      compiler.hooks.thisCompilation.tap('CompileHints', (compilation: Compilation) => {
        compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            // Once per compilation (this stage runs once), so never twice on a script.
            if (!SCRIPT_FILE.test(name)) continue
            compilation.updateAsset(name, new sources.ConcatSource(`${COMPILE_HINT_COMMENT}\n`, source))
          }
        })
      })
    },
  }
}
