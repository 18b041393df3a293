// The code of the ProjectError a call must throw (src/project/errors.ts).
import { expect } from "vitest";
import { ProjectError } from "../../src/project/errors.js";

export function projectErrorCode(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProjectError);
    return (error as ProjectError).code;
  }
  throw new Error("expected a ProjectError");
}
