/** The REST operations inventory (scripts/inventory/rest.ts) on small Rust sources held in memory. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OneCoreSource } from '../../scripts/inventory/source.ts';
import { applyRenameAll, extractOperations, parseRoutes, scanItems } from '../../scripts/inventory/rest.ts';
import { splitTopLevel, stripComments } from '../../scripts/inventory/rust-lexer.ts';
import type { OperationsInventory, Schema } from '../../scripts/inventory/rest.ts';

function memorySource(files: Record<string, string>, tag = 'v0.0.1'): OneCoreSource {
  return {
    tag,
    list: (dir) =>
      Object.keys(files)
        .filter((f) => f.startsWith(`${dir.replace(/\/$/, '')}/`))
        .sort(),
    read: (file) => {
      if (!(file in files)) throw new Error(`one-core source: ${file} does not exist at ${tag}`);
      return files[file];
    },
  };
}

const SRC = 'apps/core-server/src';

const ROUTER = `
use crate::endpoint::{gadget, misc};
use crate::endpoint::gadget::controller::rename_gadget;

fn router() -> Router {
    Router::new()
        // .route("/api/commented/v1", get(gadget::controller::nothing))
        .route(
            "/api/gadget/v1",
            get(gadget::controller::list_gadgets).post(gadget::controller::create_gadget),
        )
        .route("/api/gadget/v1/{id}", delete(gadget::controller::delete_gadget))
        .route("/api/gadget/v1/{id}/rename", patch(rename_gadget))
        .route("/health", get(misc::health_check))
        .route("/api-docs/openapi.yaml", get(misc::get_openapi_yaml(&docs)))
}
`;

const CONTROLLER = `
use axum::Json;
use super::dto::{CreateGadgetRequestRestDTO, GadgetListQuery, RenameGadgetRequestRestDTO};
use crate::dto::common::{EntityResponseRestDTO, GetGadgetListResponseRestDTO};
use crate::dto::response::{CreatedOrErrorResponse, EmptyOrErrorResponse, OkOrErrorResponse};

#[endpoint(
    permissions = [Permission::GadgetCreate],
    post,
    path = "/api/gadget/v1",
    request_body = CreateGadgetRequestRestDTO,
    responses(CreatedOrErrorResponse<EntityResponseRestDTO>),
    description = "Creates a gadget. // not a comment",
)]
pub(crate) async fn create_gadget(
    state: State<AppState>,
    WithRejection(Json(request), _): WithRejection<Json<CreateGadgetRequestRestDTO>, ErrorResponseRestDTO>,
) -> CreatedOrErrorResponse<EntityResponseRestDTO> {
    todo()
}

#[endpoint(
    get,
    path = "/api/gadget/v1",
    params(GadgetListQuery),
    responses(OkOrErrorResponse<GetGadgetListResponseRestDTO>),
)]
pub(crate) async fn list_gadgets(state: State<AppState>) -> OkOrErrorResponse<GetGadgetListResponseRestDTO> {
    todo()
}

#[endpoint(
    delete,
    path = "/api/gadget/v1/{id}",
    params(("id" = GadgetId, Path, description = "Gadget id")),
    responses(EmptyOrErrorResponse),
)]
#[deprecated = "Replaced by archiving"]
pub(crate) async fn delete_gadget(state: State<AppState>) -> EmptyOrErrorResponse {
    todo()
}

// The attribute claims 201, but the handler answers 200.
#[utoipa::path(
    patch,
    path = "/api/gadget/v1/{id}/rename",
    request_body = SomethingElseRestDTO,
    responses(CreatedOrErrorResponse<EntityResponseRestDTO>),
)]
// Core 1.70's form of the permission list: an attribute of its own.
#[require_permissions(
    Permission::GadgetEdit,
    Permission::GadgetAdmin
)]
pub(crate) async fn rename_gadget(
    request: Result<Json<RenameGadgetRequestRestDTO>, JsonRejection>,
) -> OkOrErrorResponse<EntityResponseRestDTO> {
    todo()
}
`;

const DTO = `
use serde::{Deserialize, Serialize};
use crate::dto::common::ListQueryParamsRest;

/// Create a gadget.
#[options_not_nullable]
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(crate) struct CreateGadgetRequestRestDTO {
    /// Display name.
    pub display_name: String,
    pub organisation_id: Option<OrganisationId>,
    #[serde(default)]
    pub tags: Vec<String>,
    #[serde(rename = "ttl")]
    pub time_to_live: u32,
    pub r#type: GadgetTypeRestEnum,
    pub mode: GadgetModeRestEnum,
    pub settings: HashMap<String, serde_json::Value>,
}

#[derive(Clone, Debug, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub(crate) enum GadgetTypeRestEnum {
    X509Crl,
    BasicThing,
    #[serde(rename = "mdoc")]
    Mdoc,
}

#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(tag = "kind")]
pub(crate) enum GadgetModeRestEnum {
    Simple { level: u8 },
    Advanced(AdvancedModeRestDTO),
}

#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RenameGadgetRequestRestDTO {
    pub new_name: String,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct GadgetListItemResponseRestDTO {
    pub id: GadgetId,
    pub display_name: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<String>,
    pub note: Option<String>,
    #[serde(skip)]
    pub internal: u64,
    #[serde(flatten)]
    pub outcome: GadgetOutcomeRestEnum,
    pub grant: GadgetGrantRestEnum,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub(crate) enum GadgetGrantRestEnum {
    #[serde(rename = "urn:example:pre-authorized")]
    PreAuthorized(GadgetFailureRestDTO),
    Manual { reason: String },
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub(crate) enum GadgetOutcomeRestEnum {
    Done {
        #[serde(rename = "finishedAt")]
        finished_at: String,
    },
    Failed(GadgetFailureRestDTO),
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct GadgetFailureRestDTO {
    pub failure_reason: String,
}

#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) enum SortableGadgetColumnRestEnum {
    DisplayName,
    CreatedDate,
}

pub(crate) type GadgetListQuery = ListQueryParamsRest<GadgetFilterQueryParamsRest, SortableGadgetColumnRestEnum>;

#[derive(Clone, Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub(crate) struct GadgetFilterQueryParamsRest {
    pub display_name: Option<String>,
    #[param(rename = "ids[]")]
    pub ids: Option<Vec<GadgetId>>,
}
`;

const COMMON = `
use crate::endpoint::gadget::dto::GadgetListItemResponseRestDTO;

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct GetListResponseRestDTO<T>
where
    T: fmt::Debug + Serialize,
{
    pub values: Vec<T>,
    pub total_pages: u64,
    pub total_items: u64,
}

pub(crate) type GetGadgetListResponseRestDTO = GetListResponseRestDTO<GadgetListItemResponseRestDTO>;

#[derive(Clone, Debug, Eq, PartialEq, Deserialize, ToSchema)]
pub(crate) struct NoIncludesSupported {}

#[derive(Clone, Deserialize, Debug)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ListQueryParamsRest<Filter, SortColumn, Include = NoIncludesSupported> {
    pub page: u32,
    pub page_size: PageSize<1000>,
    pub sort: Option<SortColumn>,
    #[serde(flatten)]
    pub filter: Filter,
}

#[derive(Clone, Copy, Debug, Deserialize, ToSchema)]
pub(crate) enum SortDirection {
    #[serde(rename = "ASC")]
    Ascending,
    #[serde(rename = "DESC")]
    Descending,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct EntityResponseRestDTO {
    pub id: Uuid,
}
`;

const MAPPER = `
use crate::dto::common::SortDirection;

#[derive(IntoParams)]
#[into_params(rename_all = "camelCase")]
struct PartialQueryParamsRest<SortColumn: ToSchema, Include: ToSchema> {
    pub page: u32,
    pub page_size: u32,
    #[param(inline, nullable = false)]
    pub sort: Option<SortColumn>,
    pub sort_direction: Option<SortDirection>,
    #[param(rename = "include[]", inline, nullable = false)]
    pub include: Option<Vec<Include>>,
}
`;

const MISC = `
#[utoipa::path(
    get,
    path = "/health",
    responses(
        (status = 204, description = "No content")
    ),
)]
pub(crate) async fn health_check() -> impl IntoResponse {
    StatusCode::NO_CONTENT
}

pub(crate) fn get_openapi_yaml(docs: &OpenApi) -> impl Handler {
    todo()
}
`;

function inventory(): OperationsInventory {
  return extractOperations(
    memorySource({
      [`${SRC}/router.rs`]: ROUTER,
      [`${SRC}/endpoint/mod.rs`]: 'pub mod gadget;\npub mod misc;\n',
      [`${SRC}/endpoint/misc.rs`]: MISC,
      [`${SRC}/endpoint/gadget/mod.rs`]: 'pub mod controller;\npub mod dto;\n',
      [`${SRC}/endpoint/gadget/controller.rs`]: CONTROLLER,
      [`${SRC}/endpoint/gadget/dto.rs`]: DTO,
      [`${SRC}/dto/common.rs`]: COMMON,
      [`${SRC}/dto/mapper.rs`]: MAPPER,
    }),
  );
}

const object = (schema: Schema | undefined) => {
  assert.ok(schema && schema.kind === 'object', 'an object schema');
  return schema as Extract<Schema, { kind: 'object' }>;
};

describe('Rust scanning', () => {
  it('strips comments but keeps `//` inside strings', () => {
    const text = stripComments('let a = "https://x.example"; // gone\n/* block /* nested */ */ let b = 1;');
    assert.match(text, /"https:\/\/x\.example"/);
    assert.doesNotMatch(text, /gone|block|nested/);
  });

  it('splits on top-level commas only', () => {
    assert.deepEqual(splitTopLevel('a: HashMap<String, u8>, b: (u8, u8), c: Vec<Option<String>>'), [
      'a: HashMap<String, u8>',
      'b: (u8, u8)',
      'c: Vec<Option<String>>',
    ]);
  });

  it('reads items with their attributes, not mistaking pub(crate) for a tuple struct', () => {
    const items = scanItems(
      '#[derive(Deserialize)]\n#[serde(rename_all = "camelCase")]\npub(crate) struct A {\n    pub x_y: u8,\n}\npub struct B(pub String);\n',
    );
    assert.equal(items.length, 2);
    assert.deepEqual(items[0].attrs, ['derive(Deserialize)', 'serde(rename_all = "camelCase")']);
    assert.equal(items[0].tuple, false);
    assert.match(items[0].body, /pub x_y: u8/);
    assert.equal(items[1].tuple, true);
  });

  it('renames fields and variants the way serde does', () => {
    assert.equal(applyRenameAll('organisation_id', 'camelCase', false), 'organisationId');
    assert.equal(applyRenameAll('X509Crl', 'SCREAMING_SNAKE_CASE', true), 'X509_CRL');
    assert.equal(applyRenameAll('X509SanDns', 'snake_case', true), 'x509_san_dns');
    assert.equal(applyRenameAll('CreatedDate', 'camelCase', true), 'createdDate');
    assert.equal(applyRenameAll('key_id', 'kebab-case', false), 'key-id');
    assert.equal(applyRenameAll('r#type', 'camelCase', false), 'type');
  });
});

describe('router', () => {
  it('reads every method of a route, skipping comments and handlers built by a call', () => {
    const routes = parseRoutes(ROUTER);
    assert.deepEqual(
      routes.map((r) => `${r.method} ${r.path} ${r.handler}`),
      [
        'GET /api/gadget/v1 gadget::controller::list_gadgets',
        'POST /api/gadget/v1 gadget::controller::create_gadget',
        'DELETE /api/gadget/v1/{id} gadget::controller::delete_gadget',
        'PATCH /api/gadget/v1/{id}/rename rename_gadget',
        'GET /health misc::health_check',
      ],
    );
  });
});

describe('extractOperations', () => {
  const inv = inventory();
  const op = (method: string, path: string) => {
    const found = inv.operations.find((o) => o.method === method && o.path === path);
    assert.ok(found, `${method} ${path} is in the inventory`);
    return found;
  };

  it('names its source and sorts operations by path, then method', () => {
    assert.deepEqual(inv.source, { repo: 'procivis/one-core', tag: 'v0.0.1' });
    assert.deepEqual(
      inv.operations.map((o) => `${o.method} ${o.path}`),
      [
        'GET /api/gadget/v1',
        'POST /api/gadget/v1',
        'DELETE /api/gadget/v1/{id}',
        'PATCH /api/gadget/v1/{id}/rename',
        'GET /health',
      ],
    );
  });

  it('reads the request body with serde renames, Option, default and deny_unknown_fields', () => {
    const create = op('POST', '/api/gadget/v1');
    assert.equal(create.handler, 'create_gadget');
    assert.equal(create.file, `${SRC}/endpoint/gadget/controller.rs`);
    assert.deepEqual(create.successStatuses, [201]);
    assert.deepEqual(create.requestBody, {
      contentType: 'application/json',
      required: true,
      type: { kind: 'ref', name: 'CreateGadgetRequestRestDTO' },
    });
    const dto = object(inv.schemas.CreateGadgetRequestRestDTO);
    assert.equal(dto.denyUnknownFields, true);
    assert.deepEqual(
      dto.fields.map((f) => [f.name, f.required, f.type.kind]),
      [
        ['displayName', true, 'string'],
        ['organisationId', false, 'string'],
        ['tags', false, 'array'],
        ['ttl', true, 'integer'],
        ['type', true, 'ref'],
        ['mode', true, 'ref'],
        ['settings', true, 'map'],
      ],
    );
    assert.deepEqual(inv.schemas.GadgetTypeRestEnum, {
      kind: 'enum',
      rust: 'GadgetTypeRestEnum',
      file: `${SRC}/endpoint/gadget/dto.rs`,
      values: ['X509_CRL', 'BASIC_THING', 'mdoc'],
    });
  });

  it('records a data-carrying enum as unresolved instead of guessing', () => {
    const mode = inv.schemas.GadgetModeRestEnum;
    assert.equal(mode.kind, 'unresolved');
    assert.match((mode as { reason: string }).reason, /data-carrying/);
  });

  it('resolves generic list responses and knows which response fields may be absent', () => {
    const list = op('GET', '/api/gadget/v1');
    assert.deepEqual(list.responses, [
      { status: 200, contentType: 'application/json', type: { kind: 'ref', name: 'GetGadgetListResponseRestDTO' } },
    ]);
    // a plain alias keeps its own name, over the instance of the generic struct
    const page = object(inv.schemas.GetGadgetListResponseRestDTO);
    assert.deepEqual(inv.schemas['GetListResponseRestDTO<GadgetListItemResponseRestDTO>'], page);
    assert.deepEqual(page.fields[0].type, {
      kind: 'array',
      items: { kind: 'ref', name: 'GadgetListItemResponseRestDTO' },
    });
    const item = object(inv.schemas.GadgetListItemResponseRestDTO);
    assert.deepEqual(
      item.fields.map((f) => `${f.name}${f.required ? '' : '?'}`),
      ['id', 'displayName', 'tags?', 'note?', 'finishedAt?', 'failureReason?', 'grant'],
    );
    const grant = inv.schemas.GadgetGrantRestEnum;
    assert.equal(grant.kind, 'unresolved');
    assert.match((grant as { reason: string }).reason, /externally tagged/);
    assert.deepEqual(
      (grant as { variants: Array<Array<{ name: string; type: unknown }>> }).variants.map((v) =>
        v.map((f) => [f.name, f.type]),
      ),
      [
        [['urn:example:pre-authorized', { kind: 'ref', name: 'GadgetFailureRestDTO' }]],
        [['Manual', { kind: 'unresolved', rust: 'GadgetGrantRestEnum::Manual { .. }' }]],
      ],
    );
    assert.equal(item.unresolved, undefined, 'a flattened untagged enum of structs is fully read');
  });

  it('flattens list queries: paging, sorting (with its enum), then the filter with param renames', () => {
    const list = op('GET', '/api/gadget/v1');
    assert.deepEqual(
      list.queryParams.map((p) => `${p.name}${p.required ? '' : '?'}`),
      ['page', 'pageSize', 'sort?', 'sortDirection?', 'displayName?', 'ids[]?'],
    );
    assert.deepEqual(list.queryParams[2].type, { kind: 'ref', name: 'SortableGadgetColumnRestEnum' });
    assert.deepEqual((inv.schemas.SortableGadgetColumnRestEnum as { values: string[] }).values, [
      'displayName',
      'createdDate',
    ]);
    assert.equal(list.queryUnresolved, undefined);
  });

  it('reads path parameters and bodiless statuses', () => {
    const del = op('DELETE', '/api/gadget/v1/{id}');
    assert.deepEqual(del.pathParams, ['id']);
    assert.equal(del.deprecated, true);
    assert.equal(op('POST', '/api/gadget/v1').deprecated, undefined);
    assert.deepEqual(op('POST', '/api/gadget/v1').permissions, ['GADGET_CREATE']);
    assert.equal(op('GET', '/api/gadget/v1').permissions, undefined);
    assert.deepEqual(op('PATCH', '/api/gadget/v1/{id}/rename').permissions, ['GADGET_ADMIN', 'GADGET_EDIT']);
    assert.deepEqual(del.successStatuses, [204]);
    assert.equal(del.requestBody, undefined);
    assert.deepEqual(op('GET', '/health').successStatuses, [204]);
  });

  it('trusts the handler over its attribute for the body it reads and the status it returns', () => {
    const rename = op('PATCH', '/api/gadget/v1/{id}/rename');
    assert.equal(rename.file, `${SRC}/endpoint/gadget/controller.rs`);
    assert.deepEqual(rename.successStatuses, [200]);
    assert.deepEqual(object(inv.schemas.EntityResponseRestDTO).fields, [
      { name: 'id', rustName: 'id', required: true, type: { kind: 'string', format: 'uuid' } },
    ]);
    assert.deepEqual(rename.requestBody, {
      contentType: 'application/json',
      required: false,
      type: { kind: 'ref', name: 'RenameGadgetRequestRestDTO' },
    });
  });
});
