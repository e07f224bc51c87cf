import { ajaxBody } from '../../src/form-encode';
import { postForm } from '../../src/transport';

/** `sbi_on_ajax_test_trigger`, the plugin's ajax self-test (flag `testAjax`); its answer is not read. */
export default function sendAjaxTest(ajaxUrl: string): void {
  void postForm(ajaxUrl, ajaxBody({ action: 'sbi_on_ajax_test_trigger' }));
}
