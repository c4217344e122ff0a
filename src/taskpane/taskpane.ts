/*
 * The shared-runtime page. Excel loads it once per workbook; the custom functions share its
 * runtime. The page itself only says that the functions are ready.
 */
Office.onReady(() => {
  const status = document.getElementById("status");
  if (status) status.textContent = "The BRIDGE functions are ready.";
});
