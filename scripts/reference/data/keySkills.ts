/** Key skills offered in the skill picker, grouped by kind. Titles are what users type and see. */
export const keySkillsByKind = {
  language: [
    'JavaScript', 'TypeScript', 'Python', 'Java', 'Kotlin', 'Scala', 'Groovy', 'C', 'C++', 'C#', 'F#', 'Go', 'Rust',
    'PHP', 'Ruby', 'Perl', 'Swift', 'Objective-C', 'Dart', 'Elixir', 'Erlang', 'Haskell', 'Clojure', 'OCaml', 'Lua',
    'R', 'Julia', 'MATLAB', 'Visual Basic .NET', 'Delphi', 'Solidity', 'Bash', 'PowerShell', 'SQL', 'PL/SQL', 'T-SQL',
    'Assembly', 'COBOL', 'Fortran', 'ABAP', 'Apex', '1C', 'VHDL', 'Verilog', 'Zig',
  ],
  frontend: [
    'HTML5', 'CSS3', 'Sass', 'Less', 'Tailwind CSS', 'Bootstrap', 'React', 'Next.js', 'Redux', 'MobX', 'Zustand',
    'TanStack Query', 'Angular', 'RxJS', 'NgRx', 'Vue.js', 'Nuxt', 'Pinia', 'Vuex', 'Svelte', 'SvelteKit', 'SolidJS',
    'jQuery', 'Webpack', 'Vite', 'Babel', 'esbuild', 'Storybook', 'Material UI', 'Ant Design', 'Mantine', 'Chakra UI',
    'styled-components', 'Three.js', 'D3.js', 'WebGL', 'WebRTC', 'WebSockets', 'PWA', 'Web accessibility (WCAG)',
    'Micro frontends', 'Gatsby', 'Astro', 'Remix', 'Ember.js', 'Backbone.js',
  ],
  backend: [
    'Node.js', 'Express', 'NestJS', 'Fastify', 'Koa', 'Deno', 'Bun', 'Spring', 'Spring Boot', 'Spring Cloud', 'Hibernate',
    'Jakarta EE', 'Quarkus', 'Micronaut', 'Vert.x', 'Ktor', 'Akka', 'Play Framework', '.NET', 'ASP.NET Core',
    'Entity Framework', 'Blazor', 'WCF', 'Django', 'Django REST Framework', 'Flask', 'FastAPI', 'Celery', 'SQLAlchemy',
    'Laravel', 'Symfony', 'Yii', 'CodeIgniter', 'Zend Framework', 'Doctrine', 'Composer', 'WordPress', 'Drupal',
    'Magento', 'Shopify', 'Bitrix', 'Ruby on Rails', 'Sinatra', 'Phoenix', 'Gin', 'Echo', 'gRPC', 'GraphQL', 'REST API',
    'OpenAPI', 'SOAP', 'Microservices', 'Event sourcing', 'CQRS', 'Domain-driven design', 'Apache Kafka', 'RabbitMQ',
    'ActiveMQ', 'NATS', 'Apache Camel', 'OAuth 2.0', 'Keycloak', 'Nginx', 'Apache HTTP Server', 'Prisma', 'TypeORM',
    'tRPC', 'Socket.IO', 'Maven', 'Gradle', 'Sidekiq', 'Tokio', 'Cats Effect', 'ZIO', 'CMake', 'Boost', 'STL',
    'Multithreading', 'WebAssembly',
  ],
  mobile: [
    'iOS', 'Android', 'SwiftUI', 'UIKit', 'Combine', 'Core Data', 'Jetpack Compose', 'Android SDK', 'Kotlin Coroutines',
    'RxJava', 'Dagger', 'Room', 'React Native', 'Flutter', 'Xamarin', '.NET MAUI', 'Ionic', 'Expo', 'Firebase',
    'Kotlin Multiplatform', 'BLoC', 'ARKit', 'ARCore', 'App Store Connect', 'Google Play Console',
  ],
  database: [
    'PostgreSQL', 'MySQL', 'MariaDB', 'Microsoft SQL Server', 'Oracle Database', 'SQLite', 'MongoDB', 'Redis',
    'Cassandra', 'ScyllaDB', 'Couchbase', 'CouchDB', 'DynamoDB', 'Elasticsearch', 'OpenSearch', 'ClickHouse', 'Neo4j',
    'InfluxDB', 'TimescaleDB', 'Memcached', 'Snowflake', 'Google BigQuery', 'Amazon Redshift', 'Greenplum', 'Vertica',
    'Apache HBase', 'CockroachDB', 'Supabase',
  ],
  cloud: [
    'AWS', 'AWS Lambda', 'Amazon EC2', 'Amazon S3', 'Amazon ECS', 'Amazon EKS', 'AWS CloudFormation', 'Microsoft Azure',
    'Azure DevOps', 'Azure Functions', 'Google Cloud Platform', 'Google Kubernetes Engine', 'Cloudflare', 'DigitalOcean',
    'Heroku', 'Vercel', 'OpenStack', 'Serverless', 'Alibaba Cloud', 'Oracle Cloud',
  ],
  devops: [
    'Docker', 'Kubernetes', 'Helm', 'OpenShift', 'Terraform', 'Pulumi', 'Ansible', 'Chef', 'Puppet', 'Jenkins',
    'GitLab CI/CD', 'GitHub Actions', 'CircleCI', 'TeamCity', 'Argo CD', 'Flux', 'Prometheus', 'Grafana',
    'ELK Stack', 'Kibana', 'Logstash', 'Datadog', 'New Relic', 'Zabbix', 'Nagios', 'Jaeger', 'OpenTelemetry', 'Istio',
    'Consul', 'Vault', 'Linux', 'Windows Server', 'Git', 'Bitbucket', 'SonarQube', 'Nexus', 'Artifactory', 'CI/CD',
    'Site reliability engineering', 'Infrastructure as code', 'Networking', 'TCP/IP', 'VMware', 'Proxmox',
  ],
  data: [
    'Apache Spark', 'PySpark', 'Apache Hadoop', 'Apache Hive', 'Apache Airflow', 'Apache Flink', 'Apache Beam', 'dbt',
    'Databricks', 'Apache NiFi', 'Talend', 'Informatica', 'SSIS', 'ETL', 'Data warehousing', 'Data modeling',
    'Data lakes', 'Pandas', 'NumPy', 'SciPy', 'Jupyter', 'Polars', 'Kafka Streams', 'Debezium',
  ],
  ai: [
    'Machine learning', 'Deep learning', 'Natural language processing', 'Computer vision', 'Large language models',
    'Prompt engineering', 'Retrieval-augmented generation', 'LangChain', 'LlamaIndex', 'OpenAI API', 'Hugging Face',
    'PyTorch', 'TensorFlow', 'Keras', 'scikit-learn', 'XGBoost', 'LightGBM', 'CatBoost', 'OpenCV', 'MLflow', 'Kubeflow',
    'Recommender systems', 'Time series forecasting', 'Reinforcement learning', 'Statistics', 'A/B testing', 'spaCy',
    'Vector databases', 'MLOps', 'CUDA',
  ],
  testing: [
    'Manual testing', 'Test design', 'Test cases', 'Regression testing', 'Functional testing', 'Exploratory testing',
    'API testing', 'Mobile testing', 'Usability testing', 'Load testing', 'Performance testing', 'Security testing',
    'Test automation', 'Selenium', 'Selenium WebDriver', 'Cypress', 'Playwright', 'Puppeteer', 'WebdriverIO', 'Appium',
    'Espresso', 'XCUITest', 'JUnit', 'TestNG', 'pytest', 'Jest', 'Vitest', 'Mocha', 'Cucumber', 'Postman', 'SoapUI',
    'JMeter', 'Gatling', 'k6', 'Allure', 'TestRail', 'Zephyr', 'Charles Proxy', 'REST Assured', 'Karate', 'RSpec', 'PHPUnit',
  ],
  design: [
    'Figma', 'Sketch', 'Adobe XD', 'Adobe Photoshop', 'Adobe Illustrator', 'Adobe InDesign', 'Adobe After Effects',
    'Adobe Premiere Pro', 'Cinema 4D', 'Blender', 'Autodesk Maya', '3ds Max', 'ZBrush', 'Substance Painter',
    'Principle', 'ProtoPie', 'Framer', 'InVision', 'Miro', 'Wireframing', 'Prototyping', 'User research',
    'Usability audit', 'Customer journey mapping', 'Design systems', 'Interaction design', 'Information architecture',
    'Typography', 'Branding', 'Illustration', 'Motion design', 'UI design', 'UX design', 'Mobile UI design',
    'Web design', 'Logo design', 'Presentation design', 'Tilda', 'Webflow',
  ],
  game: [
    'Unity', 'Unreal Engine', 'Godot', 'Cocos2d', 'Game design', 'Level design', 'Shader programming', 'HLSL', 'GLSL',
    'Vulkan', 'DirectX', 'OpenGL', 'Photon', 'Game physics', 'Spine',
  ],
  embedded: [
    'Embedded C', 'Embedded Linux', 'RTOS', 'FreeRTOS', 'Zephyr RTOS', 'STM32', 'ARM Cortex-M', 'ESP32', 'Arduino',
    'Raspberry Pi', 'Yocto', 'Linux kernel', 'Device drivers', 'FPGA', 'CAN bus', 'Modbus', 'MQTT', 'Bluetooth Low Energy',
    'I2C', 'SPI', 'UART', 'AUTOSAR', 'Qt', 'IoT',
  ],
  security: [
    'Penetration testing', 'OWASP', 'Burp Suite', 'Metasploit', 'Nmap', 'Wireshark', 'SIEM', 'Splunk',
    'Identity and access management', 'ISO 27001', 'SOC 2', 'GDPR', 'PCI DSS', 'Threat modeling', 'Cryptography',
  ],
  analytics: [
    'Business analysis', 'System analysis', 'Requirements gathering', 'User stories', 'BPMN', 'UML', 'Use cases',
    'Process modeling', 'Data analysis', 'Product analytics', 'Power BI', 'Tableau', 'Looker', 'Qlik', 'Metabase',
    'Apache Superset', 'Google Analytics', 'Amplitude', 'Mixpanel', 'Excel', 'Google Sheets', 'SAP', 'SAP HANA',
    'Salesforce', 'Microsoft Dynamics 365', 'Odoo', 'ServiceNow', 'Enterprise Architect', 'ArchiMate',
  ],
  management: [
    'Agile', 'Scrum', 'Kanban', 'SAFe', 'Waterfall', 'PMBOK', 'PRINCE2', 'Jira', 'Confluence', 'YouTrack', 'Trello',
    'Asana', 'Notion', 'Microsoft Project', 'Risk management', 'Stakeholder management', 'Budgeting',
    'Roadmapping', 'Product discovery', 'Backlog management', 'People management', 'Hiring', 'Mentoring',
    'Technical writing', 'Pre-sales', 'Customer support', 'ITIL', 'Zendesk', 'Freshdesk', 'Help desk',
    'Incident management', 'SLA management', 'Active Directory', 'Microsoft 365', 'English',
  ],
  blockchain: ['Blockchain', 'Ethereum', 'Web3.js', 'Ethers.js', 'Hardhat', 'Smart contracts', 'Solana', 'Hyperledger Fabric'],
} as const;

export type KeySkillKind = keyof typeof keySkillsByKind;
