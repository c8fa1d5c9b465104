/**
 * The one script of the login pages: every `form[data-json-form]` is sent as
 * JSON with the anti-forgery header (X-XSRF-TOKEN echoing the XSRF-TOKEN
 * cookie). An answer with `returnUrl` navigates there; a form with
 * `data-done` shows that panel with the answer's message; an error shows
 * each field's message next to its input and the general one in the form's
 * alert. Password rules (`[data-password-rules]`) are checked as the shopper types.
 */
export const LOGIN_SCRIPT = `(function () {
  function xsrfToken() {
    var match = document.cookie.match(/(?:^|;\\s*)XSRF-TOKEN=([^;]*)/);
    return match ? decodeURIComponent(match[1]) : '';
  }
  function valuesOf(form) {
    var body = {};
    Array.prototype.forEach.call(form.elements, function (element) {
      if (!element.name) return;
      body[element.name] = element.type === 'checkbox' ? element.checked : element.value;
    });
    if (typeof body.email === 'string') body.email = body.email.trim();
    return body;
  }
  function clearErrors(form) {
    Array.prototype.forEach.call(form.querySelectorAll('[data-error-for]'), function (slot) { slot.textContent = ''; });
    Array.prototype.forEach.call(form.querySelectorAll('[aria-invalid]'), function (input) { input.removeAttribute('aria-invalid'); });
  }
  function showFieldErrors(form, fields) {
    var first = null;
    Object.keys(fields || {}).forEach(function (name) {
      var slot = form.querySelector('[data-error-for="' + name + '"]');
      var input = form.elements.namedItem(name);
      if (slot) slot.textContent = fields[name];
      if (input && input.setAttribute) {
        input.setAttribute('aria-invalid', 'true');
        if (!first && input.type !== 'hidden') first = input;
      }
    });
    if (first) first.focus();
    return first !== null || !!form.querySelector('[data-error-for]:not(:empty)');
  }
  function alertOf(form) { return form.querySelector('[role="alert"]'); }

  Array.prototype.forEach.call(document.querySelectorAll('form[data-json-form]'), function (form) {
    var button = form.querySelector('button[type="submit"]');
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var alert = alertOf(form);
      var body = valuesOf(form);
      clearErrors(form);
      if (alert) alert.textContent = '';
      var required = form.getAttribute('data-required-message');
      if (required && Array.prototype.some.call(form.querySelectorAll('input[required]'), function (input) { return !input.value.trim(); })) {
        if (alert) alert.textContent = required;
        return;
      }
      button.disabled = true;
      fetch(form.getAttribute('action'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': xsrfToken() },
        body: JSON.stringify(body)
      }).then(function (response) {
        return response.json().catch(function () { return null; }).then(function (answer) {
          if (response.ok && answer && typeof answer.returnUrl === 'string') { window.location.assign(answer.returnUrl); return; }
          button.disabled = false;
          if (response.ok) {
            var done = document.getElementById(form.getAttribute('data-done') || '');
            if (done) {
              var message = done.querySelector('[data-done-message]');
              if (message) message.textContent = (answer && answer.message) || '';
              form.hidden = true;
              done.hidden = false;
              var heading = done.querySelector('h2');
              if (heading) { heading.setAttribute('tabindex', '-1'); heading.focus(); }
            }
            return;
          }
          var error = answer && answer.error;
          var shownInFields = error && error.fields ? showFieldErrors(form, error.fields) : false;
          if (alert) alert.textContent = shownInFields ? 'Confira os campos destacados.' : ((error && error.message) || form.getAttribute('data-fallback-error') || 'Não foi possível continuar. Tente novamente.');
        });
      }).catch(function () {
        button.disabled = false;
        if (alert) alert.textContent = 'Não foi possível continuar agora. Tente novamente.';
      });
    });
  });

  Array.prototype.forEach.call(document.querySelectorAll('[data-password-rules]'), function (list) {
    var input = document.getElementById(list.getAttribute('data-password-rules'));
    if (!input) return;
    var rules = Array.prototype.map.call(list.querySelectorAll('[data-pattern]'), function (item) {
      return { item: item, pattern: new RegExp(item.getAttribute('data-pattern'), 'u') };
    });
    function check() {
      rules.forEach(function (rule) { rule.item.classList.toggle('ok', rule.pattern.test(input.value)); });
    }
    input.addEventListener('input', check);
    check();
  });
})();
`
