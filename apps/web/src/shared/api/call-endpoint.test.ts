import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listUsersEndpoint } from '@ilaw/contracts/admin/users/list-users';
import { getUserEndpoint } from '@ilaw/contracts/admin/users/get-user';
import { ApiError, normaliseError, readErrorMessage } from './api-error.ts';
import { buildUrl, fileNameFromDisposition } from './call-endpoint.ts';
import { errorToastFor } from './error-toasts.ts';

const defaults = { page: 1, itemsPerPage: 15 };

test('paths get their {id} and paged lists default to page 1 of 15', () => {
  assert.equal(buildUrl(getUserEndpoint, { id: 42 }, undefined, defaults), '/api/admin/users/42');
  assert.equal(buildUrl(listUsersEndpoint, undefined, undefined, defaults), '/api/admin/users?page=1&itemsPerPage=15');
  assert.equal(
    buildUrl(listUsersEndpoint, undefined, { page: 3, search: 'dela cruz', role: undefined }, defaults),
    '/api/admin/users?page=3&itemsPerPage=15&search=dela+cruz',
  );
  assert.throws(() => buildUrl(getUserEndpoint, {}, undefined, defaults), /Missing path parameter 'id'/);
});

test('download names come from Content-Disposition, else default.png', () => {
  assert.equal(
    fileNameFromDisposition('attachment; filename="Billing Summary 2026-03.xlsx"'),
    'Billing Summary 2026-03.xlsx',
  );
  assert.equal(
    fileNameFromDisposition('attachment; filename*=UTF-8\'\'Ni%C3%B1o%20DTR.pdf; filename="Nino DTR.pdf"'),
    'Niño DTR.pdf',
  );
  assert.equal(fileNameFromDisposition('attachment; filename=report.csv'), 'report.csv');
  assert.equal(fileNameFromDisposition('attachment'), 'default.png');
  assert.equal(fileNameFromDisposition(null), 'default.png');
});

test('failed calls map to the section 8 toasts word for word', () => {
  const body = { errors: { username: ['This field is required.'], generalErrors: ['Check the form.'] } };
  assert.deepEqual(errorToastFor(new ApiError(400, 'x', body)), {
    message: 'This field is required.\nCheck the form.',
    variant: 'warning',
  });
  assert.deepEqual(errorToastFor(new ApiError(0, 'NetworkError: Failed to fetch')), {
    message:
      'Connection Error: We’re having trouble reaching the server...check your internet connection and try again later.',
    variant: 'error',
    persist: true,
  });
  for (const status of [401, 403]) {
    const t = errorToastFor(new ApiError(status, 'x'));
    assert.equal(t.variant, 'warning');
    assert.ok(
      t.message.startsWith("Unauthorized Access: It appears you don't have permission to access this resource..."),
    );
    assert.match(t.message, /ICT Section/);
  }
  assert.equal(
    errorToastFor(new ApiError(404, 'x')).message,
    'Page Not Found: The resource you are looking for does not exist or has been moved...',
  );
  assert.equal(
    errorToastFor(new ApiError(415, 'x')).message,
    'Unsupported Media Type: The file type or format you are trying to upload is not supported...',
  );
  assert.deepEqual(errorToastFor(new ApiError(500, 'x')), {
    message: 'Server Error: Something went wrong on our end...',
    variant: 'error',
  });
  assert.deepEqual(errorToastFor(new ApiError(409, 'This username is already taken.')), {
    message: 'This username is already taken.',
    variant: 'error',
  });
});

test('the generic message reader and error normalisation', () => {
  assert.equal(readErrorMessage(new ApiError(400, 'x', { errors: { generalErrors: ['First', 'Second'] } })), 'First');
  assert.equal(readErrorMessage(new ApiError(400, 'x', { errors: { name: ['Bad'] } })), 'Unknown error occurred.');
  assert.equal(readErrorMessage(new Error('boom')), 'Unknown error occurred.');
  assert.deepEqual(normaliseError(new Error('boom')), { message: 'boom', status: 500 });
  assert.deepEqual(normaliseError(new ApiError(404, 'gone')), { message: 'gone', status: 404 });
  assert.deepEqual(normaliseError(new ApiError(0, 'NetworkError')), { message: 'NetworkError', status: 500 });
});
