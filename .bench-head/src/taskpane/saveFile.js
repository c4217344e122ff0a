"use strict";
/*
 * Saving a file from the pane: a Blob and an <a download> where the host lets an add-in start a
 * download, and otherwise the same text to copy. Which hosts block it (docs/FILE-FORMATS.md,
 * "Saving from the pane", has the details):
 * - Excel on Mac and on iPad (WKWebView): an <a download> does nothing; Microsoft closed it as
 *   "by design" (OfficeDev/office-js#2700, "Office for Mac (WKWebView) file download support";
 *   office-js#3, waiting on WebKit bug 174076).
 * - Excel on Windows in the older webviews, Trident (Internet Explorer 11) and EdgeHTML (Edge
 *   Legacy), which volume-licensed Office 2016/2019 still use ("Browsers and webview controls
 *   used by Office Add-ins", learn.microsoft.com/office/dev/add-ins/concepts/
 *   browsers-used-by-office-web-add-ins): no blob download there (office-js#1006, "msSaveOrOpenBlob
 *   is undefined in Office Add-in WebView Edge browser"; nfdi4plants/Swate#12, blob and data
 *   links do not download in desktop Excel).
 * - Excel on the web runs the pane in an iframe whose sandbox allows downloads since Microsoft's
 *   fix of June 2020 (office-js#1221 and #1241: Chrome 83 had blocked them), and Excel on
 *   Windows with WebView2 (Chromium) downloads as Edge does: there the file is saved, and the
 *   text to copy is offered too, folded, in case a policy blocks it.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.downloadsBlocked = downloadsBlocked;
exports.downloadText = downloadText;
exports.copyText = copyText;
/** Office's platform names (Office.PlatformType): "PC", "Mac", "iOS", "OfficeOnline"... */
function downloadsBlocked(platform, userAgent) {
    if (platform === "Mac" || platform === "iOS")
        return true;
    return /Trident\/|Edge\/\d/.test(userAgent);
}
/** Starts the download of `text` as `fileName`: the page's own <a download>, clicked. */
function downloadText(document, fileName, mimeType, text) {
    const url = URL.createObjectURL(new Blob([text], { type: `${mimeType};charset=utf-8` }));
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // The download has read the blob by the next turn of the event loop; a minute is generous.
    setTimeout(() => URL.revokeObjectURL(url), 60000);
}
/** Copies the text: the clipboard API, else the textarea's selection and execCommand. */
async function copyText(area) {
    try {
        await navigator.clipboard.writeText(area.value);
        return true;
    }
    catch {
        area.select();
        // The clipboard API may be denied in a webview; the old command still copies a selection.
        // eslint-disable-next-line @typescript-eslint/no-deprecated
        return area.ownerDocument.execCommand("copy");
    }
}
