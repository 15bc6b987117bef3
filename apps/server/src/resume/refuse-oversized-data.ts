import { resumeDataSizeProblem, resumeLimits } from "@vitae/schema";
import type { FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import type { Db } from "../db/database";
import { AppError } from "../errors/app-error";
import { isSessionLive } from "../session/service";
import { jsonBytes } from "./data-bytes";
import { refuseOutdatedSave, type SaveDeps } from "./service";

/**
 * preValidation hook of the calls that take resume data (PATCH, import): data over
 * `resumeLimits.dataMaxBytes` is refused with 400 before the schema walks it or anything is
 * sanitised. A body no larger than the limit cannot hold larger data, so the data is only
 * measured when the body is. Behind `sessionCheckedByRoute`, a dead session still learns
 * only 401.
 */
export function refuseOversizedData(db: Db): preValidationAsyncHookHandler {
  return async (request) => check(db, request);
}

async function check(db: Db, request: FastifyRequest): Promise<void> {
  const body = request.body as { data?: unknown } | null | undefined;
  if (body === null || typeof body !== "object" || body.data === undefined) return;
  const length = Number(request.headers["content-length"]);
  if (Number.isFinite(length) && length <= resumeLimits.dataMaxBytes) return;
  const problem = resumeDataSizeProblem(jsonBytes(body.data));
  if (problem === undefined) return;
  if (request.session && !(await isSessionLive({ db }, request.session))) throw new AppError("Unauthorized");
  throw new AppError("ValidationError", `data: ${problem}`, {}, { issues: [{ path: ["body", "data"], message: problem }] });
}

/**
 * preValidation hook of PATCH /resume/{id}, before `refuseOversizedData`: a save of data
 * (whole, a JSON Patch or a variant's differences) that quotes another version than the
 * stored one is refused with 409 before its data is measured, validated or sanitised (see
 * `refuseOutdatedSave`). A body this cannot read is left to validation.
 */
export function refuseOutdatedData(deps: SaveDeps): preValidationAsyncHookHandler {
  return async (request) => {
    const body = request.body as { version?: unknown; data?: unknown; patch?: unknown; differences?: unknown } | null | undefined;
    if (body === null || typeof body !== "object" || !request.session) return;
    if (body.data === undefined && body.patch === undefined && body.differences === undefined) return;
    const { version } = body;
    const { id } = request.params as { id?: unknown };
    if (typeof version !== "number" || !Number.isInteger(version) || typeof id !== "string") return;
    await refuseOutdatedSave(deps, request.session, id, version);
  };
}
