import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { ksAddressType, ksPageVariables, viewerSeesKnowledgeSharing } from './knowledgeSharingRoute';

function environmentWith(permissions: string[] | null) {
  const environment = createMockEnvironment();
  const asked: string[] = [];
  environment.mock.queueOperationResolver((operation) => {
    asked.push(operation.request.node.params.name);
    return MockPayloadGenerator.generate(operation, { Query: () => ({ viewer: permissions === null ? null : { permissions } }) });
  });
  return { environment, asked };
}

describe('knowledge-sharing route', () => {
  it('KS-04 the address is finished CPI or CTR tests; any other filter or type is no page', () => {
    expect(ksAddressType('finished', 'cpi')).toBe('cpi');
    expect(ksAddressType('finished', 'ctr')).toBe('ctr');
    expect(ksAddressType('in_progress', 'cpi')).toBeNull();
    expect(ksAddressType('finished', 'roas')).toBeNull();
    expect(ksAddressType(undefined, undefined)).toBeNull();
    expect(ksAddressType('finished', undefined)).toBeNull();
  });

  it('KS-04 KS-15 the page asks for its type\'s first five with the address\'s term, none for an empty one', () => {
    expect(ksPageVariables('ctr', 'farm')).toEqual({ type: 'CTR', term: 'farm', count: 5 });
    expect(ksPageVariables('cpi', '')).toEqual({ type: 'CPI', term: null, count: 5 });
  });

  it('KS-03 only a holder of view_knowledge_sharing may open it', async () => {
    const allowed = environmentWith(['view_studio_interface', 'view_knowledge_sharing']);
    expect(await viewerSeesKnowledgeSharing(allowed.environment)).toBe(true);
    expect(allowed.asked).toEqual(['knowledgeSharingRouteViewerQuery']);
    expect(await viewerSeesKnowledgeSharing(environmentWith(['view_studio_interface']).environment)).toBe(false);
    expect(await viewerSeesKnowledgeSharing(environmentWith(null).environment)).toBe(false);
  });

  it('KS-03 a viewer already read is not asked for again', async () => {
    const { environment, asked } = environmentWith(['view_knowledge_sharing']);
    await viewerSeesKnowledgeSharing(environment);
    expect(await viewerSeesKnowledgeSharing(environment)).toBe(true);
    expect(asked).toHaveLength(1);
  });
});
