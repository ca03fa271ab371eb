// Breakthru's service worker: precaches exactly the files of one build, serves them
// offline, and replaces the previous build's cache when it activates.
// The post-build hook (.ci/finish-dist.mjs) fills in BUILD and FILES for each build.
const BUILD = 'dev';
const FILES = [];
const CACHE = `breakthru-${BUILD}`;

const scoped = (file) => new URL(file, self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES.map(scoped))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('breakthru-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

// The page asks a waiting worker to take over once the person agrees to reload.
self.addEventListener('message', (event) => {
  if (event.data === 'activate-new-build') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(self.registration.scope)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Every page of the app is index.html (the game itself lives in the fragment).
    const key = request.mode === 'navigate' ? scoped('index.html') : request.url;
    return (await cache.match(key, { ignoreSearch: request.mode === 'navigate' })) ?? fetch(request);
  })());
});
