import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';

// Start loading the application while the initial data is fetched.
const rootModule = import('./app/Root');
const Root = lazy(() => rootModule);

const PLACEHOLDER_DELAY_MS = 200;

function start() {
  boot()
    .then(() => {
      document.body.dataset.ready = 'true';
      setTimeout(() => {
        document.getElementById('boot-placeholder')?.remove();
        createRoot(document.getElementById('root')!).render(
          <StrictMode>
            <Suspense fallback={null}>
              <Root />
            </Suspense>
          </StrictMode>,
        );
      }, PLACEHOLDER_DELAY_MS);
    })
    .catch(() => {
      // No texts could be loaded: the placeholder shows a fixed multilingual message instead.
      document.body.dataset.bootFailed = 'true';
    });
}

document.getElementById('boot-retry')?.addEventListener('click', () => window.location.reload());
start();
