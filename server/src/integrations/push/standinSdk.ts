/**
 * The stand-in's web SDK (`/sdk.js`): the part of OneSignal's page SDK v16 that Tribuna uses, in
 * plain browser JavaScript. It drains `window.OneSignalDeferred` as the real one does; `init` honours
 * `requiresUserPrivacyConsent` (nothing is stored or sent before `setConsentGiven(true)`); `login`
 * and `logout` set the subscription's external id; `Notifications.requestPermission` asks the
 * browser; `User.PushSubscription.optIn`/`optOut` register the browser's subscription with the
 * stand-in's API; and `notifyButton` draws the bell with the texts it is given.
 */
export const standinSdkJs = String.raw`(function () {
  'use strict';
  var base = new URL('.', document.currentScript.src).href;
  var storageKey = 'oneSignalStandinSubscription';
  var options = null;
  var consentRequired = false;
  var consentGiven = false;
  var externalId = null;
  var bell = null;
  var stored = null;
  var listeners = [];

  function load() {
    if (stored) return stored;
    try { stored = JSON.parse(localStorage.getItem(storageKey) || 'null'); } catch (e) { stored = null; }
    return stored;
  }
  function save(value) {
    stored = value;
    localStorage.setItem(storageKey, JSON.stringify(value));
  }
  function allowed() { return options !== null && (!consentRequired || consentGiven); }
  function permission() { return typeof Notification !== 'undefined' && Notification.permission === 'granted'; }

  function register(enabled) {
    var current = load();
    return fetch(base + 'apps/' + encodeURIComponent(options.appId) + '/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: current && current.id, externalId: externalId, enabled: enabled }),
    })
      .then(function (res) { if (!res.ok) throw new Error('OneSignal stand-in ' + res.status); return res.json(); })
      .then(function (subscription) {
        save({ id: subscription.id, enabled: subscription.enabled });
        listeners.forEach(function (listener) { listener({ current: { id: subscription.id, optedIn: subscription.enabled } }); });
        renderBell();
      });
  }

  var PushSubscription = {
    get id() { var s = load(); return s ? s.id : null; },
    get optedIn() { var s = load(); return Boolean(s && s.enabled) && permission(); },
    optIn: function () {
      if (!allowed()) return Promise.resolve();
      return OneSignal.Notifications.requestPermission().then(function (granted) {
        if (granted) return register(true);
        renderBell();
      });
    },
    optOut: function () { return allowed() && load() ? register(false) : Promise.resolve(); },
    addEventListener: function (name, listener) { if (name === 'change') listeners.push(listener); },
    removeEventListener: function (name, listener) { listeners = listeners.filter(function (l) { return l !== listener; }); },
  };

  var OneSignal = {
    init: function (given) {
      if (options) return Promise.reject(new Error('OneSignal is already initialized.'));
      options = given;
      if (given.requiresUserPrivacyConsent) consentRequired = true;
      renderBell();
      return Promise.resolve();
    },
    setConsentRequired: function (required) { consentRequired = Boolean(required); renderBell(); return Promise.resolve(); },
    setConsentGiven: function (given) { consentGiven = Boolean(given); renderBell(); return Promise.resolve(); },
    login: function (id) {
      externalId = id;
      return allowed() && load() ? register(load().enabled) : Promise.resolve();
    },
    logout: function () {
      externalId = null;
      return allowed() && load() ? register(load().enabled) : Promise.resolve();
    },
    Notifications: {
      get permission() { return permission(); },
      requestPermission: function () {
        if (typeof Notification === 'undefined') return Promise.resolve(false);
        return Promise.resolve(Notification.requestPermission()).then(function (answer) { return answer === 'granted'; });
      },
      addEventListener: function () {},
      removeEventListener: function () {},
    },
    User: { PushSubscription: PushSubscription, addTag: function () {}, addTags: function () {} },
  };

  function text(key) { return (options.notifyButton.text || {})[key] || key; }

  function renderBell() {
    if (!options || !options.notifyButton || !options.notifyButton.enable || !allowed()) {
      if (bell) { bell.remove(); bell = null; }
      return;
    }
    if (!bell) {
      bell = document.createElement('div');
      bell.setAttribute('data-onesignal', 'bell');
      bell.style.cssText = 'position:fixed;bottom:16px;right:16px;z-index:2147483000;font:14px sans-serif';
      document.body.appendChild(bell);
    }
    var blocked = typeof Notification !== 'undefined' && Notification.permission === 'denied';
    var subscribed = PushSubscription.optedIn;
    var tip = blocked ? 'tip.state.blocked' : subscribed ? 'tip.state.subscribed' : 'tip.state.unsubscribed';
    bell.textContent = '';
    var button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-label', text(tip));
    button.title = text(tip);
    button.textContent = '\uD83D\uDD14';
    button.style.cssText = 'width:48px;height:48px;border-radius:50%;border:0;background:#b71c1c;color:#fff;font-size:22px;cursor:pointer';
    button.onclick = function () { openDialog(blocked, subscribed); };
    bell.appendChild(button);
  }

  function say(message) {
    var status = document.createElement('p');
    status.setAttribute('role', 'status');
    status.textContent = message;
    status.style.cssText = 'background:#fff;padding:8px 12px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.3)';
    bell.insertBefore(status, bell.firstChild);
  }

  function openDialog(blocked, subscribed) {
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', text(blocked ? 'dialog.blocked.title' : 'dialog.main.title'));
    dialog.style.cssText = 'background:#fff;padding:12px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.3);margin-bottom:8px';
    var title = document.createElement('p');
    title.style.cssText = 'font-size:16px;font-weight:bold;margin:0 0 8px';
    title.textContent = text(blocked ? 'dialog.blocked.title' : 'dialog.main.title');
    dialog.appendChild(title);
    if (blocked) {
      var message = document.createElement('p');
      message.textContent = text('dialog.blocked.message');
      dialog.appendChild(message);
    } else {
      var action = document.createElement('button');
      action.type = 'button';
      action.textContent = text(subscribed ? 'dialog.main.button.unsubscribe' : 'dialog.main.button.subscribe');
      action.onclick = function () {
        var done = subscribed ? PushSubscription.optOut() : PushSubscription.optIn();
        done.then(function () {
          if (PushSubscription.optedIn !== subscribed)
            say(text(subscribed ? 'message.action.unsubscribed' : 'message.action.subscribed'));
        });
      };
      dialog.appendChild(action);
    }
    bell.insertBefore(dialog, bell.firstChild);
  }

  var deferred = window.OneSignalDeferred || [];
  window.OneSignal = OneSignal;
  window.OneSignalDeferred = { push: function (callback) { callback(OneSignal); } };
  deferred.forEach(function (callback) { callback(OneSignal); });
})();
`;
