/** The parameters of a "Try it" request: starting values, encoding and the checks before sending. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathSegment, queryString } from '../../src/components/TryItRequest/encodeParameters.ts';
import { parameterProblem } from '../../src/components/TryItRequest/parameterProblem.ts';
import { initialValue, placeholderOf, type PanelParameter } from '../../src/components/TryItRequest/parameters.ts';
import { requestFromOperation } from '../../src/components/ApiCodeSamples/fromOperation.ts';

// As core.yaml declares List credentials' parameters (a few of them).
const page: PanelParameter = {
  name: 'page',
  in: 'query',
  required: true,
  schema: { type: 'integer', minimum: 0, default: 0 },
  example: 0,
};
const pageSize: PanelParameter = {
  name: 'pageSize',
  in: 'query',
  required: true,
  schema: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
  example: 20,
};
const sort: PanelParameter = {
  name: 'sort',
  in: 'query',
  schema: { type: 'string', enum: ['createdDate', 'schema.name'] },
  example: 'createdDate',
};
const organisationId: PanelParameter = {
  name: 'organisationId',
  in: 'query',
  schema: { type: 'string', format: 'uuid' },
  example: '3c5e7bd1-8f3a-4b63-a1a5-6a2f0d0b4c11',
};
const name: PanelParameter = { name: 'name', in: 'query', schema: { type: 'string' }, example: 'Employee' };
const states: PanelParameter = {
  name: 'states[]',
  in: 'query',
  style: 'form',
  explode: true,
  schema: { type: 'array', items: { type: 'string', enum: ['ACCEPTED', 'SUSPENDED'] } },
  example: ['ACCEPTED'],
};
const ids: PanelParameter = {
  name: 'ids[]',
  in: 'query',
  style: 'form',
  explode: true,
  schema: { type: 'array', items: { type: 'string', format: 'uuid' } },
};
const createdDateAfter: PanelParameter = {
  name: 'createdDateAfter',
  in: 'query',
  schema: { type: 'string', format: 'date-time' },
};
const LIST_CREDENTIALS = [page, pageSize, sort, organisationId, name, states, ids, createdDateAfter];

const withValues = (values: Record<string, unknown>) =>
  LIST_CREDENTIALS.map((p) => ({ ...p, value: values[p.name] ?? initialValue(p) }));
const UUID_A = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const UUID_B = 'c7e1f0a2-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('starting values', () => {
  it('fills required parameters with their example and leaves optional ones empty, the example as placeholder', () => {
    assert.deepEqual(LIST_CREDENTIALS.map(initialValue), [
      '0',
      '20',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    assert.equal(placeholderOf(name), 'Employee');
    assert.equal(placeholderOf(states), 'ACCEPTED');
    assert.equal(placeholderOf(ids), undefined);
  });

  it('starts a required array empty: its list field shows no value it was not given', () => {
    assert.equal(initialValue({ ...states, required: true }), undefined);
  });

  it('gives the intro samples the request the untouched panel sends', () => {
    const request = requestFromOperation({
      method: 'get',
      path: '/api/credential/v1',
      servers: [{ url: '{baseUrl}', variables: { baseUrl: { default: 'http://localhost:3000' } } }],
      parameters: LIST_CREDENTIALS,
    });
    assert.equal(request.url, 'http://localhost:3000/api/credential/v1?page=0&pageSize=20');
  });
});

describe('queryString', () => {
  it('sends 0, and numbers with their value', () => {
    assert.equal(queryString(withValues({})), 'page=0&pageSize=20');
  });

  it('leaves out empty fields and empty list items', () => {
    assert.equal(
      queryString(withValues({ name: '', ids: [], 'states[]': ['', 'ACCEPTED'] })),
      'page=0&pageSize=20&states[]=ACCEPTED',
    );
  });

  it('encodes a value once, keeping the brackets of the name', () => {
    assert.equal(
      queryString([{ ...name, value: 'Müller & Söhne = 100%' }]),
      'name=M%C3%BCller%20%26%20S%C3%B6hne%20%3D%20100%25',
    );
    assert.equal(
      queryString([{ ...states, value: ['ACCEPTED', 'SUSPENDED'] }]),
      'states[]=ACCEPTED&states[]=SUSPENDED',
    );
  });

  it('follows style and explode, with OpenAPI defaults (form, exploded) when the spec gives none', () => {
    const tags = { name: 'tags', in: 'query' as const, schema: { type: 'array' } };
    assert.equal(queryString([{ ...tags, value: ['a b', 'c'] }]), 'tags=a%20b&tags=c');
    assert.equal(queryString([{ ...tags, explode: false, value: ['a', 'b,c'] }]), 'tags=a,b%2Cc');
    assert.equal(queryString([{ ...tags, style: 'spaceDelimited', explode: false, value: ['a', 'b'] }]), 'tags=a%20b');
    assert.equal(queryString([{ ...tags, style: 'pipeDelimited', explode: false, value: ['a', 'b'] }]), 'tags=a%7Cb');
  });

  it('sends an object parameter as deepObject or form says', () => {
    const filter = {
      name: 'filter',
      in: 'query' as const,
      schema: { type: 'object' },
      value: '{"name": "Ada", "role": "ISSUER"}',
    };
    assert.equal(
      queryString([{ ...filter, style: 'deepObject', explode: true }]),
      'filter[name]=Ada&filter[role]=ISSUER',
    );
    assert.equal(queryString([filter]), 'name=Ada&role=ISSUER');
    assert.equal(queryString([{ ...filter, explode: false }]), 'filter=name,Ada,role,ISSUER');
  });

  it('encodes a path segment whole, a slash included', () => {
    assert.equal(pathSegment({ name: 'id', in: 'path', required: true, value: 'a/b c' }), 'a%2Fb%20c');
    assert.equal(pathSegment({ name: 'id', in: 'path', required: true, value: '' }), undefined);
  });
});

describe('parameterProblem', () => {
  it('lets the starting values and well-formed ones through', () => {
    assert.equal(parameterProblem(withValues({})), null);
    assert.equal(
      parameterProblem(
        withValues({
          sort: 'schema.name',
          organisationId: UUID_A,
          'states[]': ['SUSPENDED'],
          'ids[]': [UUID_A, UUID_B],
          createdDateAfter: '2025-12-31T23:59:59.000Z',
        }),
      ),
      null,
    );
  });

  it('names a required field left empty', () => {
    assert.equal(
      parameterProblem(withValues({ pageSize: '' })),
      'The query parameter pageSize is required: enter a value.',
    );
    assert.equal(
      parameterProblem([{ name: 'id', in: 'path', required: true }]),
      'The path parameter id is required: enter a value.',
    );
  });

  it('names a value not of its type, range, format or allowed values', () => {
    assert.equal(
      parameterProblem(withValues({ page: '1.5' })),
      'The query parameter page takes a whole number; "1.5" is not one.',
    );
    assert.equal(
      parameterProblem(withValues({ page: '-1' })),
      'The query parameter page takes a value of 0 or more; -1 is outside.',
    );
    assert.equal(
      parameterProblem(withValues({ pageSize: '0' })),
      'The query parameter pageSize takes a value from 1 to 1000; 0 is outside.',
    );
    assert.equal(
      parameterProblem(withValues({ sort: 'name' })),
      'The query parameter sort takes one of createdDate, schema.name; "name" is not one of them.',
    );
    assert.match(
      parameterProblem(withValues({ organisationId: 'acme' }))!,
      /^The query parameter organisationId takes a UUID \(such as .*\); "acme" is not one\.$/,
    );
    assert.match(
      parameterProblem(withValues({ createdDateAfter: '31.12.2025' }))!,
      /^The query parameter createdDateAfter takes a date and time in RFC 3339 form/,
    );
    assert.match(
      parameterProblem(withValues({ 'ids[]': [UUID_A, 'x'] }))!,
      /^The query parameter ids\[\] takes a UUID .*; "x" is not one \(item 2\)\.$/,
    );
    assert.equal(
      parameterProblem([{ name: 'flag', in: 'query', schema: { type: 'boolean' }, value: 'yes' }]),
      'The query parameter flag takes true or false; "yes" is neither.',
    );
    assert.match(
      parameterProblem([
        { name: 'filter', in: 'query', style: 'deepObject', schema: { type: 'object' }, value: 'name=Ada' },
      ])!,
      /takes a JSON object/,
    );
  });
});
