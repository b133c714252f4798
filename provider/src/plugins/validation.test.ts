import { describe, expect, it } from 'vitest';
import { validationOptions } from './validation';

const { buildValidator, buildSerializer } = validationOptions.schemaController.compilersFactory;
const ajvOptions = { customOptions: validationOptions.ajv.customOptions };
const name = { type: 'object', properties: { name: { type: 'string' }, n: { type: 'integer' } }, required: ['name'] };

describe('issue 17: the compilers every provider of the process shares', () => {
  it('validates a body as sent and coerces a query string', () => {
    const compile = buildValidator({}, ajvOptions);
    const body = compile({ schema: name, method: 'POST', url: '/x', httpPart: 'body' });
    const query = compile({ schema: name, method: 'GET', url: '/x', httpPart: 'querystring' });
    expect(body({ name: 1 })).toBe(false);
    expect(query({ name: 'a', n: '2' })).toBe(true);
    expect(body({ name: 'a', n: '2' })).toBe(false);
  });

  it('compiles a schema once: a second provider gets the same functions for the same text', () => {
    const first = buildValidator({}, ajvOptions)({ schema: name, method: 'POST', url: '/x', httpPart: 'body' });
    const again = buildValidator({}, ajvOptions)({ schema: structuredClone(name), method: 'POST', url: '/y', httpPart: 'body' });
    expect(again).toBe(first);
    const other = buildValidator({}, ajvOptions)({ schema: { ...name, required: [] }, method: 'POST', url: '/x', httpPart: 'body' });
    expect(other).not.toBe(first);

    const serialize = buildSerializer({}, {})({ schema: name, method: 'GET', url: '/x', httpStatus: '200' });
    expect(buildSerializer({}, {})({ schema: structuredClone(name), method: 'GET', url: '/z', httpStatus: '200' })).toBe(serialize);
    expect(serialize({ name: 'a', n: 2, secret: 'kept out' })).toBe('{"name":"a","n":2}');
  });

  it('keeps the functions of different shared schemas apart', () => {
    const shared = { Id: { $id: 'Id', type: 'string' } };
    const withRef = { type: 'object', properties: { id: { $ref: 'Id' } } };
    const serialize = buildSerializer(shared, {})({ schema: withRef, method: 'GET', url: '/x', httpStatus: '200' });
    const otherShared = { Id: { $id: 'Id', type: 'integer' } };
    const serializeOther = buildSerializer(otherShared, {})({ schema: withRef, method: 'GET', url: '/x', httpStatus: '200' });
    expect(serialize({ id: '7' })).toBe('{"id":"7"}');
    expect(serializeOther({ id: 7 })).toBe('{"id":7}');
  });
});
