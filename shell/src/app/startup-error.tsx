// Shown when the runtime config cannot be read. i18n may not be up yet, so the text is bilingual and
// static; the reload button is the whole way out.
export function StartupError() {
  return (
    <main style={{ maxWidth: 480, margin: '20vh auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>Сайт временно недоступен · The site is temporarily unavailable</h1>
      <p>Попробуйте обновить страницу. · Please reload the page.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Обновить · Reload
      </button>
    </main>
  );
}
