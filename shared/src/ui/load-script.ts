// A provider's script (a captcha widget, a payment form's encryption) is added to the page once per
// URL, however many components ask for it; a failed load is forgotten so that the next ask tries again.
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error(`script ${src} did not load`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
