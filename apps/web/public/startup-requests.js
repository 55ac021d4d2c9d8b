/*
 * Starts the startup's requests (spec §4) as soon as the HTML is read, while the app's code is still on its
 * way; the app's api client takes these answers instead of asking again (src/lib/early-requests.ts). The
 * URLs must be those the app builds (currency and language as src/lib/preferences.ts reads them):
 * src/lib/early-requests.test.ts checks that they are. A plain script, so it runs before any module.
 */
(function () {
  'use strict';
  function read(key) {
    try {
      return globalThis.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  var code = read('currencyCode');
  var languageId = Number(read('languageId'));
  var currency = code !== null && /^[A-Za-z]{3}$/.test(code) ? code.toUpperCase() : 'EUR';
  var lang = Number.isInteger(languageId) && languageId > 0 ? languageId : 1;
  var locale = '?currency=' + encodeURIComponent(currency) + '&lang_id=' + lang;
  var urls = ['/api/is-auth'].concat(
    ['/api/languages', '/api/currencies', '/api/settings', '/api/static-pages', '/api/localizations', '/api/countries'].map(function (path) {
      return path + locale;
    }),
  );
  var requests = new Map();
  urls.forEach(function (url) {
    var answer = globalThis.fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
    // Unhandled here: the app handles a failure when it takes the answer, or asks again.
    answer.catch(function () {});
    requests.set(url, answer);
  });
  globalThis.__earlyRequests = requests;
})();
