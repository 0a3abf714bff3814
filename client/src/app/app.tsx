/** A holding page until the screens of the planner are built. */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>Stepwise</h1>
      <p>Turn your goals into daily work. The planner's screens are on their way.</p>
    </main>
  );
}
