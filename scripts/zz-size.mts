import { allTools } from "../src/mcp/tools/index.js";
