/**
 * A lazily loaded chunk of the pane, loaded once: the first call starts the import, later calls
 * share it, and after a failed load (offline?) the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
