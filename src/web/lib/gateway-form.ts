import type { GatewayForm } from '~/domain/api/checkout';

/**
 * Posts the bank's form (CHK-6: "a hidden form is posted automatically to that url"): a form of hidden
 * fields, added to the page and submitted, so the browser leaves for the bank's card page with the signed fields.
 */
export function postGatewayForm(g: GatewayForm, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = g.url;
  form.hidden = true;
  form.setAttribute('data-testid', 'gateway-form');
  for (const [name, value] of Object.entries(g.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}
