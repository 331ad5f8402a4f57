// OneSignal's push service worker, registered by its SDK with the scope /push/onesignal/ (apart from
// the app's own service worker).
self.importScripts('https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.sw.js');
