// Builds dist/: the shared-runtime page, the functions script (src/excel/register.ts associates
// each declared id with its adapter), icons and manifest.xml, and from the functions'
// declarations (src/messages/functions, through scripts/addinFiles.ts) functions.json,
// functions-fr.json with each function's helpUrl, and the help pages in dist/help/.
// `--env url=https://host/path/` makes a production build for a club's own https host: every
// https://localhost:3000/ URL in the manifest and the metadata is rewritten to it.
// `npm run package -- --env url=https://host/path/` makes that build and zips it, with
// HOW-TO-HOST.txt, into release/ (or `--env zip=file.zip`): what a club uploads.
const fs = require("fs");
const path = require("path");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const MinimizerPlugin = require("minimizer-webpack-plugin");
const { Compilation, ProvidePlugin, sources } = require("webpack");
const tsx = require("tsx/cjs/api");

/**
 * ASCII-only output: the suit symbols (♣ ♦ ♥ ♠) become \u escapes, so the functions read them
 * right whatever charset a club's web host declares for .js files.
 */
const OUTPUT_FORMAT = { ascii_only: true, comments: false };

/** The double-dummy solver's files: its worker and the chunk the functions fall back on. */
const SOLVER_FILES = /^dd(worker|solver)\.js$/;

const DEV_URL = "https://localhost:3000/";
function productionUrl(env) {
  if (!env.url) return DEV_URL;
  const url = env.url.endsWith("/") ? env.url : `${env.url}/`;
  if (!/^https:\/\/[^/\s]+\/(\S*)$/.test(url)) {
    throw new Error(
      `--env url must be an https address such as https://club.example/bridge/, got ${env.url}`
    );
  }
  return url;
}

/**
 * Emits functions.json, functions-fr.json and help/ from the functions' declarations, for the
 * host the build is made for (src/excel/metadata.ts has why every field is there).
 */
class AddinFilesPlugin {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap("AddinFilesPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "AddinFilesPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          const { addinFiles } = tsx.require("./scripts/addinFiles.ts", __filename);
          for (const [file, text] of addinFiles(this.baseUrl)) {
            compilation.emitAsset(file, new sources.RawSource(text));
          }
        }
      );
    });
  }
}

/** The zip a club uploads: every file of the build, with HOW-TO-HOST.txt, for one host. */
class PackagePlugin {
  constructor(baseUrl, zipFile) {
    this.baseUrl = baseUrl;
    this.zipFile = zipFile;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap("PackagePlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "PackagePlugin", stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { howToHost } = tsx.require("./src/messages/hosting.ts", __filename);
          compilation.emitAsset("HOW-TO-HOST.txt", new sources.RawSource(howToHost(this.baseUrl)));
        }
      );
    });
    compiler.hooks.afterEmit.tap("PackagePlugin", (compilation) => {
      if (compilation.errors.length > 0) return;
      const AdmZip = require("adm-zip");
      const zip = new AdmZip();
      zip.addLocalFolder(compilation.outputOptions.path);
      fs.mkdirSync(path.dirname(this.zipFile), { recursive: true });
      zip.writeZip(this.zipFile);
      console.log(`Package for ${this.baseUrl}: ${this.zipFile}`);
    });
  }
}

/** release/bridge-scoring-<host and path>.zip, unless `--env zip=` names another file. */
function zipFileFor(env, baseUrl) {
  if (env.zip) return path.resolve(env.zip);
  const place = baseUrl
    .replace(/^https:\/\//, "")
    .replace(/[^A-Za-z0-9.-]+/g, "-")
    .replace(/-+$/, "");
  return path.resolve(__dirname, "release", `bridge-scoring-${place}.zip`);
}

module.exports = (env = {}, argv = {}) => {
  const production = argv.mode !== "development";
  const baseUrl = productionUrl(env);
  if (env.package && !env.url) {
    throw new Error(
      "npm run package needs the address the club will host it at: npm run package -- --env url=https://club.example/bridge/"
    );
  }
  return {
    devtool: production ? false : "source-map",
    entry: {
      functions: "./src/excel/register.ts",
      taskpane: "./src/taskpane/taskpane.ts",
      // The double-dummy solver, run in a Web Worker so Excel stays responsive.
      ddworker: "./src/worker/ddworker.ts",
    },
    output: {
      path: path.resolve(__dirname, "dist"),
      filename: "[name].js",
      // Relative to the page: the solver chunk (ddsolver.js) sits next to it. A fixed path also
      // spares the runtime webpack's guessing code (document.currentScript, importScripts).
      publicPath: "",
      clean: true,
      // Always write, even a file whose content is unchanged: the double-dummy benchmark tells a
      // fresh worker script from a stale one by its time (bench/addinSolver.ts).
      compareBeforeEmit: false,
    },
    resolve: {
      extensions: [".ts", ".js"],
      // The Bridgemate reader's Access library (mdb-reader) works on Node's Buffer: in the
      // browser, the buffer package (its own chunk's, dist/bridgemate.js; test/budgets).
      fallback: { buffer: require.resolve("buffer/") },
      // Its libraries for encrypted Access 2007+ files and attachments, which a Bridgemate
      // database never has: left out (src/taskpane/accessWithoutEncryption.ts says why).
      alias: Object.fromEntries(
        ["create-hash$", "browserify-aes/browser.js$", "fast-xml-parser$", "pako$"].map((name) => [
          name,
          path.resolve(__dirname, "src/taskpane/accessWithoutEncryption.ts"),
        ])
      ),
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: "ts-loader",
            options: { transpileOnly: true, configFile: "tsconfig.build.json" },
          },
        },
      ],
    },
    performance: { hints: false },
    optimization: {
      // A library one lazy chunk loads (mdb-reader, buffer) stays in that chunk
      // (dist/bridgemate.js), not in a vendors file of its own.
      splitChunks: { cacheGroups: { defaultVendors: false } },
      minimizer: [
        new MinimizerPlugin({
          exclude: SOLVER_FILES,
          minify: {
            implementation: MinimizerPlugin.terserMinify,
            options: { format: OUTPUT_FORMAT },
          },
        }),
        // The solver's files keep their functions: terser's reduce_funcs, which pastes a
        // function used once into its caller, made the solver 10-15 % slower in V8 (its hot
        // loops grow past what the optimizer handles well; docs/PERFORMANCE.md, "The build").
        new MinimizerPlugin({
          test: SOLVER_FILES,
          minify: {
            implementation: MinimizerPlugin.terserMinify,
            options: {
              compress: { reduce_funcs: false },
              format: OUTPUT_FORMAT,
            },
          },
        }),
      ],
    },
    plugins: [
      new AddinFilesPlugin(baseUrl),
      new ProvidePlugin({ Buffer: ["buffer", "Buffer"] }),
      ...(env.package ? [new PackagePlugin(baseUrl, zipFileFor(env, baseUrl))] : []),
      new HtmlWebpackPlugin({
        filename: "taskpane.html",
        template: "./src/taskpane/taskpane.html",
        chunks: ["functions", "taskpane"],
        inject: "head",
        scriptLoading: "defer",
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: "assets/*.png", to: "assets/[name][ext]" },
          { from: "src/taskpane/taskpane.css", to: "taskpane.css" },
          {
            from: "manifest.xml",
            to: "manifest.xml",
            transform: (content) => content.toString().split(DEV_URL).join(baseUrl),
          },
        ],
      }),
    ],
    devServer: {
      static: { directory: path.resolve(__dirname, "dist") },
      headers: { "Access-Control-Allow-Origin": "*" },
      port: 3000,
    },
  };
};
