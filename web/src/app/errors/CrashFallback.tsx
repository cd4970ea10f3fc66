/** Shown when even the error page failed: plain markup, no theme, no data. */
export const CrashFallback = () => (
  <main
    style={{
      fontFamily: 'system-ui, sans-serif',
      maxWidth: 560,
      margin: '15vh auto',
      padding: '0 16px',
      textAlign: 'center',
    }}
  >
    <h1 style={{ fontSize: 28 }}>Something went wrong</h1>
    <p style={{ color: '#555' }}>The page could not be shown. Reload it, or start again from the home page.</p>
    <p>
      <a href="/">Go to the home page</a>
    </p>
  </main>
);
