// One dictionary per language, merged from the areas under ../areas (each area keeps its own files so that keys of different parts of the product do not collide in one file).
import server from '../areas/server/zh-CN.js';
import shell from '../areas/shell/zh-CN.js';
import admin from '../areas/admin/zh-CN.js';

const zhCN = { ...server, ...shell, ...admin };
export default zhCN;
