// Builds dist/: the shared-runtime page, the functions script, functions.json (from the JSDoc of
// src/excel/functions/*.ts), icons and manifest.xml. `--env url=https://host/path/` makes a
// production build for a club's own https host: every https://localhost:3000/ URL in the
// manifest is rewritten to it. From functions.json it also derives (scripts/addinFiles.ts) the
// helpUrl of every function, functions-fr.json and the help pages in dist/help/, for that host.
// `npm run package -- --env url=https://host/path/` makes that build and zips it, with
// HOW-TO-HOST.txt, into release/ (or `--env zip=file.zip`): what a club uploads.
const fs = require("fs");
const path = require("path");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
const MinimizerPlugin = require("minimizer-webpack-plugin");
const { Compilation, DefinePlugin, sources } = require("webpack");
const tsx = require("tsx/cjs/api");

const DEV_URL = "https://localhost:3000/";
const FUNCTIONS_DIR = "./src/excel/functions";
const functionFiles = fs
  .readdirSync(FUNCTIONS_DIR)
  .filter((name) => name.endsWith(".ts"))
  .sort()
  .map((name) => `${FUNCTIONS_DIR}/${name}`);

/**
 * Sets `allowErrorForDataTypeAny` in the built functions.json, which the metadata plugin does not
 * write ("can only be used with manually created JSON metadata", custom-functions-errors.md).
 * With it Excel calls the functions even when a cell of an `any` argument holds an error value
 * (#N/A in one row of a traveller), and the runtime hands that cell over as a
 * CustomFunctions.Error (custom-functions-json.md, "allowErrorForDataTypeAny"; office-js's
 * custom-functions-runtime.js converts inputs when the call's "allow error" flag is set), so
 * the error stays in its own output cell instead of making the whole spilled answer one error.
 */
class AllowErrorInputsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("AllowErrorInputsPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "AllowErrorInputsPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          const asset = compilation.getAsset("functions.json");
          if (!asset) return;
          const metadata = JSON.parse(asset.source.source().toString());
          const json = JSON.stringify({ allowErrorForDataTypeAny: true, ...metadata }, null, 2);
          compilation.updateAsset("functions.json", new sources.RawSource(json));
        }
      );
    });
  }
}

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
 * After custom-functions-metadata-plugin has emitted functions.json: rewrites it with helpUrl and
 * adds functions-fr.json and help/ (the metadata tool makes neither, and knows no host).
 */
class AddinFilesPlugin {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap("AddinFilesPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        // After AllowErrorInputsPlugin (PROCESS_ASSETS_STAGE_ADDITIONS), so functions-fr.json has
        // every flag functions.json has.
        { name: "AddinFilesPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS + 1 },
        () => {
          const metadata = compilation.getAsset("functions.json");
          if (!metadata) return; // the metadata plugin has reported its own error
          const { addinFiles } = tsx.require("./scripts/addinFiles.ts", __filename);
          const files = addinFiles(JSON.parse(metadata.source.source().toString()), this.baseUrl);
          for (const [file, text] of files) {
            const source = new sources.RawSource(text);
            if (compilation.getAsset(file)) compilation.updateAsset(file, source);
            else compilation.emitAsset(file, source);
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

/** functions.json's text, as custom-functions-metadata-plugin generated it for this build. */
function functionsMetadataJson() {
  const generated = CustomFunctionsMetadataPlugin.generateResults[functionFiles];
  if (!generated)
    throw new Error("custom-functions-metadata-plugin has not generated functions.json");
  return generated.metadataJson;
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
      functions: functionFiles,
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
    },
    resolve: { extensions: [".ts", ".js"] },
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
      // ASCII-only output: the suit symbols (♣ ♦ ♥ ♠) become \u escapes, so the functions read
      // them right whatever charset a club's web host declares for .js files.
      minimizer: [
        new MinimizerPlugin({
          minify: {
            implementation: MinimizerPlugin.terserMinify,
            options: { format: { ascii_only: true, comments: false } },
          },
        }),
      ],
    },
    plugins: [
      new CustomFunctionsMetadataPlugin({ output: "functions.json", input: functionFiles }),
      new AllowErrorInputsPlugin(),
      new AddinFilesPlugin(baseUrl),
      ...(env.package ? [new PackagePlugin(baseUrl, zipFileFor(env, baseUrl))] : []),
      // The task pane's function list: the metadata the plugin above made for functions.json,
      // the same object, so the pane cannot list anything Excel does not show.
      new DefinePlugin({
        FUNCTIONS_METADATA: DefinePlugin.runtimeValue(() => functionsMetadataJson(), true),
      }),
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
