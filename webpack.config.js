// Builds dist/: the shared-runtime page, the functions script, functions.json (from the JSDoc of
// src/excel/functions/*.ts), icons and manifest.xml. `--env url=https://host/path/` makes a
// production build for a club's own https host: every https://localhost:3000/ URL in the
// manifest is rewritten to it.
const fs = require("fs");
const path = require("path");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
const MinimizerPlugin = require("minimizer-webpack-plugin");

const DEV_URL = "https://localhost:3000/";
const FUNCTIONS_DIR = "./src/excel/functions";
const functionFiles = fs
  .readdirSync(FUNCTIONS_DIR)
  .filter((name) => name.endsWith(".ts"))
  .sort()
  .map((name) => `${FUNCTIONS_DIR}/${name}`);

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

module.exports = (env = {}, argv = {}) => {
  const production = argv.mode !== "development";
  const baseUrl = productionUrl(env);
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
