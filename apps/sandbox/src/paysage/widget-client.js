/* global window, document, fetch, setTimeout, console */
/*
 * Sandbox stand-in for beGateway's be_gateway.js (served as /paysage/widget/be_gateway.js), with the real
 * widget's entry point: new BeGateway({ checkout_url, token | checkout, closeWidget(status) {} }).createWidget().
 * An in-page modal (in a shadow root, out of the shop's CSS) with a card form and a 3-D Secure challenge calls
 * closeWidget('successful' | 'failed' | 'error' | null), then sends the browser to the shop's outcome URL,
 * unless closeWidget returns false.
 */
(function () {
  'use strict';
  // Where this script came from is where the sandbox is; the placeholder is filled in by the server.
  var scriptSrc = document.currentScript && document.currentScript.src;
  var BASE = scriptSrc ? scriptSrc.replace(/\/widget\/be_gateway\.js(\?.*)?$/, '') : '__SANDBOX_PAYSAGE_BASE__';

  var CSS = [
    ':host{all:initial}',
    '.backdrop{position:fixed;inset:0;background:rgba(15,23,42,.55);display:flex;align-items:center;justify-content:center;z-index:2147483647;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d1d1f}',
    '.modal{background:#fff;border-radius:12px;width:min(420px,calc(100vw - 24px));max-height:calc(100vh - 24px);overflow:auto;box-shadow:0 20px 50px rgba(0,0,0,.35)}',
    '.banner{background:#ffd400;font-weight:700;font-size:12px;letter-spacing:.08em;text-align:center;padding:4px;border-radius:12px 12px 0 0}',
    '.head{background:#0b6e4f;color:#fff;padding:12px 18px;display:flex;justify-content:space-between;align-items:center}',
    '.close{background:none;border:0;color:#fff;font-size:22px;cursor:pointer;padding:0 4px}',
    '.body{padding:18px}.amount{font-size:24px;font-weight:700}.muted{color:#6b7280;font-size:13px}',
    'label{display:block;font-size:13px;color:#555;margin:10px 0 4px}',
    'input{width:100%;box-sizing:border-box;padding:9px 10px;border:1px solid #c9ccd1;border-radius:6px;font:inherit}',
    '.row{display:flex;gap:12px}.row>div{flex:1}',
    'button.primary{width:100%;margin-top:16px;background:#0b6e4f;color:#fff;border:0;border-radius:6px;padding:11px;font:inherit;font-weight:600;cursor:pointer}',
    'button.link{background:none;border:0;color:#0b6e4f;cursor:pointer;font:inherit;margin-top:10px;padding:0}',
    'button[disabled]{opacity:.6;cursor:wait}',
    '.error{background:#fdecea;color:#8a1c13;border-radius:6px;padding:10px 12px;margin:10px 0}',
    '.ok{background:#e7f6ec;color:#0f5132;border-radius:6px;padding:10px 12px;margin:10px 0}',
    '.field-error{color:#b42318;font-size:13px}code{font:13px ui-monospace,monospace}'
  ].join('');

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attrs[key];
      else if (key.indexOf('on') === 0) node.addEventListener(key.slice(2), attrs[key]);
      else node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }

  function post(path, body) {
    return fetch(BASE + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().catch(function () { return { status: 'error', message: 'HTTP ' + response.status }; });
    }, function () {
      return { status: 'error', message: 'The payment service cannot be reached.' };
    });
  }

  function BeGateway(params) {
    if (!(this instanceof BeGateway)) return new BeGateway(params);
    this.params = params || {};
    this.host = null;
    this.finalStatus = null;
  }

  /** What identifies the payment to the sandbox: a token, or the public-key order itself. */
  BeGateway.prototype.source = function () {
    var p = this.params;
    if (p.token) return { token: p.token };
    var c = p.checkout || {};
    return { public_key: c.public_key || p.public_key, transaction_type: c.transaction_type, order: c.order,
      settings: c.settings, customer: c.customer, payment_method: c.payment_method, attempts: c.attempts, test: c.test };
  };

  BeGateway.prototype.createWidget = function () {
    var self = this;
    if (this.host) return this;
    this.host = el('div', { 'data-sandbox-begateway': '' });
    var root = this.host.attachShadow({ mode: 'open' });
    this.content = el('div', { class: 'body' });
    var modal = el('div', { class: 'modal', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Payment' }, [
      el('div', { class: 'banner', text: 'SANDBOX · TEST PAYMENT · NO REAL MONEY' }),
      el('div', { class: 'head' }, [el('strong', { text: 'Paysage' }),
        el('button', { class: 'close', 'aria-label': 'Close', text: '\u00d7', onclick: function () { self.close(); } })]),
      this.content
    ]);
    root.appendChild(el('style', { text: CSS }));
    root.appendChild(el('div', { class: 'backdrop' }, [modal]));
    document.body.appendChild(this.host);
    this.show([el('p', { class: 'muted', text: 'Loading payment form…' })]);
    post('/widget/init', this.source()).then(function (info) {
      if (info.status !== 'ok') {
        self.finalStatus = 'error';
        return self.show([el('div', { class: 'error', text: info.message || 'Payment cannot be started.' })]);
      }
      self.info = info;
      self.renderForm();
    });
    return this;
  };

  BeGateway.prototype.show = function (nodes) {
    this.content.textContent = '';
    var content = this.content;
    nodes.forEach(function (node) { content.appendChild(node); });
  };

  BeGateway.prototype.summary = function () {
    return el('div', {}, [el('div', { class: 'muted', text: this.info.order.description }),
      el('div', { class: 'amount', text: this.info.amount_formatted })]);
  };

  BeGateway.prototype.renderForm = function (errors, message) {
    var self = this;
    errors = errors || {};
    var inputs = {};
    function field(name, label, placeholder) {
      inputs[name] = el('input', { name: name, placeholder: placeholder, autocomplete: 'off' });
      var error = errors[name] ? el('div', { class: 'field-error', text: errors[name].join(', ') }) : null;
      return el('div', {}, [el('label', { text: label }), inputs[name], error]);
    }
    var pay = el('button', { class: 'primary', type: 'submit', text: 'Pay ' + this.info.amount_formatted });
    var form = el('form', { novalidate: '', onsubmit: function (event) {
      event.preventDefault();
      pay.disabled = true;
      var card = {};
      Object.keys(inputs).forEach(function (name) { card[name] = inputs[name].value; });
      var body = self.source();
      body.card = card;
      post('/widget/pay', body).then(function (result) { self.handle(result, 'form'); });
    } }, [
      field('number', 'Card number', '4200 0000 0000 0000'),
      field('holder', 'Card holder', 'JOHN DOE'),
      el('div', { class: 'row' }, [field('exp', 'Expiry (MM/YY)', '12/30'), field('cvc', 'CVC', '123')]),
      pay
    ]);
    var cards = this.info.test_cards.map(function (c) { return c.number + ' ' + c.description; }).join('\n');
    this.show([this.summary(), message ? el('div', { class: 'error', text: message }) : null, form,
      el('p', { class: 'muted', title: cards, text: 'Test card: 4200 0000 0000 0000, any future expiry, any CVC.' }),
      el('button', { class: 'link', text: 'Cancel payment', onclick: function () { self.close(); } })].filter(Boolean));
  };

  BeGateway.prototype.renderChallenge = function (result, message) {
    var self = this;
    var code = el('input', { name: 'code', inputmode: 'numeric', autocomplete: 'one-time-code' });
    var confirm = el('button', { class: 'primary', type: 'submit', text: 'Confirm' });
    var form = el('form', { onsubmit: function (event) {
      event.preventDefault();
      confirm.disabled = true;
      post('/widget/3ds', { uid: result.uid, code: code.value }).then(function (next) { self.handle(next, 'challenge', result); });
    } }, [el('label', { text: 'Code (the sandbox accepts ' + this.info.challenge_code + ')' }), code, confirm]);
    this.show([this.summary(), el('h3', { text: '3-D Secure verification' }),
      el('p', { class: 'muted', text: 'Sandbox Test Bank sent a code to your phone.' }),
      message ? el('div', { class: 'error', text: message }) : null, form,
      el('button', { class: 'link', text: 'Cancel', onclick: function () {
        post('/widget/3ds', { uid: result.uid, cancel: true }).then(function (next) { self.handle(next, 'challenge', result); });
      } })].filter(Boolean));
    code.focus();
  };

  /** One place that reacts to every sandbox answer: retry the form, go to 3-D Secure, or finish. */
  BeGateway.prototype.handle = function (result, from, previous) {
    if (result.status === 'incomplete') return this.renderChallenge(result);
    if (result.status === 'error') {
      if (from === 'form' && result.errors) return this.renderForm(result.errors, result.message);
      if (from === 'challenge') return this.renderChallenge(previous, result.message);
      this.finalStatus = 'error';
      return this.show([this.summary(), el('div', { class: 'error', text: result.message })]);
    }
    this.finish(result);
  };

  BeGateway.prototype.finish = function (result) {
    var self = this;
    var ok = result.status === 'successful';
    this.finalStatus = result.status;
    this.redirectUrl = result.redirect_url;
    var seconds = Number(result.auto_return || 0);
    this.show([this.summary(), el('div', { class: ok ? 'ok' : 'error', text: ok ? 'Payment successful' : result.message + (result.payment_message ? ' — ' + result.payment_message : '') }),
      el('p', { class: 'muted', text: seconds > 0 ? 'Returning to the shop in ' + seconds + ' s…' : 'Returning to the shop…' })]);
    setTimeout(function () { self.close(); }, seconds * 1000);
  };

  /** Closes the modal, tells the page, and (unless the page said false) goes where the outcome points. */
  BeGateway.prototype.close = function () {
    if (!this.host) return;
    this.host.remove();
    this.host = null;
    var status = this.finalStatus;
    var target = status ? this.redirectUrl : this.info && this.info.cancel_url;
    var keep = false;
    if (typeof this.params.closeWidget === 'function') {
      try { keep = this.params.closeWidget(status) === false; } catch (error) { console.error(error); }
    }
    if (!keep && target) window.location.assign(target);
  };

  window.BeGateway = BeGateway;
})();
